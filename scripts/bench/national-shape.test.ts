import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { addNationalShapePostcodes, copiesFor, syntheticAreaCodes } from './national-shape.ts';

describe('national shape for the scale bench (synthetic postcodes, timing only)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrate(db);
    await db.exec(`insert into open_data.postcodes (postcode, source_key, rank, outward, sector, area, lat, lng, laua, terminated) values
      ('M33 3HJ', 'nspl', 1, 'M33', 'M33 3', 'M', 53.42, -2.32, 'E08000009', null),
      ('M33 3HJ', 'other', 2, 'M33', 'M33 3', 'M', 53.42, -2.32, 'E08000009', null),
      ('WN1 1AA', 'nspl', 1, 'WN1', 'WN1 1', 'WN', 53.55, -2.63, 'E08000010', null),
      ('WN1 9ZZ', 'nspl', 1, 'WN1', 'WN1 9', 'WN', 53.55, -2.63, 'E08000010', '202001')`);
  });
  afterAll(() => db.close());

  it('needs copies only beyond the national density (11 sales a postcode)', () => {
    expect(copiesFor(3_000_000, 273_515)).toBe(0);
    expect(copiesFor(30_000_000, 273_515)).toBe(9);
    expect(copiesFor(10, 0)).toBe(0);
  });

  it('uses only areas no real postcode area has', () => {
    const codes = syntheticAreaCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('ZE');
    expect(codes).not.toContain('JE');
    for (const code of codes) expect(code).toMatch(/^[QVXZJ][A-Z]$/);
  });

  it('copies each live postcode once per copy, into made-up areas with the same districts, sectors and centroids', async () => {
    expect(await addNationalShapePostcodes(db, 2)).toBe(4);
    const { rows } = await db.query<{ postcode: string; outward: string; sector: string; area: string; lat: number }>(
      `select postcode, outward, sector, area, lat from open_data.postcodes where source_key = 'synthetic-national-shape' order by postcode`,
    );
    // Areas in order M, WN: the first copy takes the first two codes (QA, QB), the second the next two (QC, QD).
    const codes = syntheticAreaCodes();
    expect(rows.map((r) => r.postcode)).toEqual(
      [`${codes[0]}33 3HJ`, `${codes[2]}33 3HJ`, `${codes[1]}1 1AA`, `${codes[3]}1 1AA`].sort(),
    );
    const copy = rows.find((r) => r.postcode === `${codes[0]}33 3HJ`)!;
    expect(copy).toMatchObject({ outward: `${codes[0]}33`, sector: `${codes[0]}33 3`, area: codes[0], lat: 53.42 });
  });
});
