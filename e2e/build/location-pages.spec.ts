import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { siteData } from '../../src/components/data/site-data.ts';

/**
 * Runs after the build (`npm test` builds before the browser tests): every postcode district,
 * area and authority in the prepared open data has its prebuilt page.
 */
const root = process.cwd();
const dist = join(root, 'dist');
const page = (path: string) => join(dist, `${path}.html`);

test.describe('built location pages', () => {
  const data = siteData(root);

  test('the build prepared open data', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
    expect(data.districts.length).toBeGreaterThan(0);
  });

  test('has a page for every postcode district in the data', () => {
    const missing = data.districts.filter((d) => !existsSync(page(`location/postcode/${d.slug}`))).map((d) => d.code);
    expect(missing).toEqual([]);
  });

  test('has a page for every postcode area and local authority in the data', () => {
    expect(data.areas.filter((a) => !existsSync(page(`location/area/${a.slug}`))).map((a) => a.code)).toEqual([]);
    expect(data.authorities.filter((a) => !existsSync(page(`location/authority/${a.slug}`))).map((a) => a.code)).toEqual([]);
  });

  test('includes districts known to be in the sample files', () => {
    const codes = new Set(data.districts.map((d) => d.code));
    // Trafford ONSPD list (M33, WA14), the Wigan NSPL (WN1) and the Leeds and Colchester location files (LS1, CO1).
    for (const code of ['M33', 'WA14', 'WN1', 'LS1', 'CO1']) expect(codes.has(code), code).toBe(true);
  });

  test('has a crime page for every place with crime figures and a page for every school', () => {
    expect(data.crime.filter((p) => !existsSync(page(`crime-rates/${p.slug}`))).map((p) => p.slug)).toEqual([]);
    expect(data.schools.filter((s) => !existsSync(page(`schools/${s.slug}`))).map((s) => s.slug)).toEqual([]);
    expect(data.bestSchools.filter((b) => !existsSync(page(`schools/${b.slug}`))).map((b) => b.slug)).toEqual([]);
  });
});
