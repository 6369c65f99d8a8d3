/**
 * Faults found on the schools pages (issue 17), checked on both school registers in the samples:
 * Trafford's lists carried the Leeds file's date, and a Leeds school whose postcode is newer than
 * the postcode file was listed under "Local authority not recorded".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { findSchoolsNear, listSchools } from '../../src/lib/data/queries/schools.ts';
import { parsePostcode } from '../../src/lib/postcode/parse.ts';
import { DATA_DIR, importSamples, memoryDb } from './helpers.ts';

describe.skipIf(!DATA_DIR)('school register faults', () => {
  let db: Database;
  beforeAll(async () => {
    db = await memoryDb();
    await importSamples(db, [
      'postcodes/trafford_postcodes_onspd_derived.csv',
      'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
      'schools/trafford_schools_and_colleges_gias_derived.csv',
      'schools/edubase-leeds.csv',
    ]);
  }, 120_000);
  afterAll(async () => db?.close());

  it("dates Trafford's school list by the Trafford register, not the Leeds one", async () => {
    const { rows } = await db.query<{ file_key: string; as_of: string }>(
      "select file_key, as_of from open_data.source_files where file_key like '%schools%'",
    );
    const trafford = rows.find((r) => r.file_key.includes('trafford'))!.as_of;
    const leeds = rows.find((r) => r.file_key.includes('leeds'))!.as_of;
    expect(leeds).toBeTruthy();
    expect(trafford).not.toBe(leeds);
    const parsed = parsePostcode('M33 3HJ');
    if (!parsed.ok) throw new Error(parsed.error);
    const near = await findSchoolsNear(db, parsed.value, { radiusMetres: 1000 });
    // The Trafford extract states no date: the list says so rather than borrowing Leeds's.
    expect(trafford).toBeNull();
    expect(near?.provenance.asOf).toBe('date not stated in the source file');
    expect(JSON.stringify(near?.provenance)).not.toContain(leeds);
  });

  it('gives every open school an authority, from the register name when the postcode is too new', async () => {
    const schools = await listSchools(db);
    expect(schools.filter((s) => !s.authority)).toEqual([]);
    const elements = schools.find((s) => s.name === 'Elements Primary School');
    expect(elements?.authority).toEqual({ code: 'E08000035', name: 'Leeds' });
  });
});
