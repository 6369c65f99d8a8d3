import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { DATA_DIR, importSamples, memoryDb } from '../../tests/data/helpers.ts';
import type { SqlClient } from '../../src/lib/data/sql-client.ts';
import crime from '../data-crime.ts';
import schools from '../data-schools.ts';
import epc from '../data-epc.ts';
import broadband from '../data-broadband.ts';
import mobile from '../data-mobile.ts';
import economic from '../data-economic.ts';
import report from '../data-report.ts';
import postcode from '../data-postcode.ts';
import propertyAge from '../data-property-age.ts';

/**
 * The data functions against the sample files, imported into an in-memory database. The
 * functions normally reach the database over HTTP; here the same handlers run with the database
 * as their SqlClient. Skips when the samples are not found (DATA_DIR). Expected figures were read
 * by hand from the sample files.
 */
let db: Database;

beforeAll(async () => {
  if (!DATA_DIR) return;
  db = await memoryDb();
  await importSamples(db, [
    'postcodes/trafford_postcodes_onspd_derived.csv',
    'postcodes/lookups/LSOA21_WD24_LAD24_lookup_EW.csv',
    'broadband/trafford_ward_average_broadband_speed_2022-05.csv',
    'schools/trafford_schools_and_colleges_gias_derived.csv',
    'epc/blackpool_low_epc_with_coords.csv',
  ]);
});
afterAll(async () => {
  await db?.close();
});

/** Calls a handler the way Netlify does; the handlers read the client through the injected global. */
async function call(
  handler: (r: Request) => Promise<Response>,
  query: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(new Request(`http://localhost/api/data/x?${query}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.skipIf(!DATA_DIR)('data functions on the imported samples', () => {
  beforeAll(() => {
    (globalThis as { __dataSqlClient?: SqlClient }).__dataSqlClient = db;
  });

  it('answers 404 for a valid postcode outside the data and 400 for an invalid one', async () => {
    for (const handler of [postcode, crime, schools, broadband, mobile, economic, report, epc, propertyAge]) {
      expect((await call(handler, 'postcode=SW1A%201AA')).status).toBe(404);
      expect((await call(handler, 'postcode=M33%202A')).status).toBe(400);
    }
  });

  it('places M33 2AU in Sale Central ward, LSOA Trafford 012E, Trafford', async () => {
    const { status, body } = await call(postcode, 'postcode=m332au');
    expect(status).toBe(200);
    const geography = body['geography'] as { ward: { name: string }; lsoa: { code: string }; authority: { code: string } };
    expect(geography.ward.name).toBe('Sale Central');
    expect(geography.lsoa.code).toBe('E01006165');
    expect(geography.authority.code).toBe('E08000009');
  });

  it('gives the ward broadband median and the nearest school for M33 2AU', async () => {
    const bb = (await call(broadband, 'postcode=M33%202AU')).body['broadband'] as { medianDownloadMbps: { value: number } };
    expect(bb.medianDownloadMbps.value).toBe(127.8);
    const near = (await call(schools, 'postcode=M33%202AU')).body['schools'] as {
      schools: { name: string; distanceMetres: number }[];
    };
    expect(near.schools[0]?.name).toBe('Moorlands Junior School');
    expect(near.schools[0]?.distanceMetres).toBeGreaterThan(800);
    expect(near.schools[0]?.distanceMetres).toBeLessThan(900);
  });

  it('says mobile coverage for Trafford is not imported rather than guess', async () => {
    const { status, body } = await call(mobile, 'postcode=M33%202AU');
    expect(status).toBe(200);
    expect(body['mobile']).toMatchObject({ covered: false, measures: [], area: { code: 'E08000009' } });
  });

  it('finds the 7 Blackpool certificates at FY1 6DY although FY is not in the postcode tables', async () => {
    const { status, body } = await call(epc, 'postcode=FY1%206DY');
    expect(status).toBe(200);
    expect(body['geography']).toBeNull();
    expect((body['epc'] as { total: number }).total).toBe(7);
  });
});
