import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteData } from '../../src/components/data/site-data.ts';

/**
 * After `npm run build`: every postcode district, area and authority in the prepared data has its
 * page, and the districts we know are in the samples are among them. Skips, saying why, when the
 * site or the data has not been built.
 */
const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));
const data = built ? siteData(root) : null;
const ready = built && data !== null && data.districts.length > 0;

if (!ready) {
  console.warn(
    built
      ? 'tests/build: no prepared open data (.local/build-data); run `npm run build` with DATA_DIR set.'
      : 'tests/build: dist/ missing; run `npm run build` first.',
  );
}

const page = (path: string) => join(dist, `${path}.html`);

describe.skipIf(!ready)('built location pages', () => {
  it('has a page for every postcode district in the data', () => {
    const missing = data!.districts.filter((d) => !existsSync(page(`location/postcode/${d.slug}`))).map((d) => d.code);
    expect(missing).toEqual([]);
  });

  it('has a page for every postcode area and local authority in the data', () => {
    expect(data!.areas.filter((a) => !existsSync(page(`location/area/${a.slug}`))).map((a) => a.code)).toEqual([]);
    expect(data!.authorities.filter((a) => !existsSync(page(`location/authority/${a.slug}`))).map((a) => a.code)).toEqual([]);
  });

  it('includes districts known to be in the sample files', () => {
    const codes = new Set(data!.districts.map((d) => d.code));
    // Trafford ONSPD list (M33, WA14), the Wigan NSPL (WN1) and the Leeds and Colchester location files (LS1, CO1).
    for (const code of ['M33', 'WA14', 'WN1', 'LS1', 'CO1']) expect(codes.has(code), code).toBe(true);
  });

  it('has a crime page for every place with crime figures and a page for every school', () => {
    expect(data!.crime.filter((p) => !existsSync(page(`crime-rates/${p.slug}`))).map((p) => p.slug)).toEqual([]);
    const { schools, bestSchools } = data!;
    expect(schools.filter((s) => !existsSync(page(`schools/${s.slug}`))).map((s) => s.slug)).toEqual([]);
    expect(bestSchools.filter((b) => !existsSync(page(`schools/${b.slug}`))).map((b) => b.slug)).toEqual([]);
  });
});
