/**
 * The stored walk-forward calibration of the valuation (open_data.valuation_calibration): the
 * conformal range scales the engine applies and the accuracy the API, the MCP tool and the
 * methodology page publish. One row per Price Paid data version; the newest is in force.
 */
import type { RangeCalibration } from '../../valuation/conformal.ts';
import type { LocalConstants } from '../../valuation/local-constants.ts';
import type { ValuationAccuracy } from '../../valuation/published-accuracy.ts';
import type { SqlClient } from '../sql-client.ts';

/** A fingerprint of the Price Paid files imported: md5 of their keys and checksums, or null when none. */
export const DATA_VERSION_SQL = `select md5(string_agg(file_key || ':' || sha256, ',' order by file_key)) as version,
    max(as_of) filter (where as_of ~ '^\\d{4}-\\d{2}-\\d{2}$') as data_date
  from open_data.source_files where dataset = 'price_paid'`;

export async function pricePaidVersion(db: SqlClient): Promise<{ version: string; dataDate: string } | null> {
  const { rows } = await db.query<{ version: string | null; data_date: string | null }>(DATA_VERSION_SQL);
  const r = rows[0];
  return r?.version && r.data_date ? { version: r.version, dataDate: r.data_date } : null;
}

export interface StoredCalibration {
  ranges: RangeCalibration;
  accuracy: ValuationAccuracy;
  /** The local constants the walk-forward chose; null (or absent) when those fitted by the backtest stay. */
  local?: LocalConstants | null;
}

/** The newest calibration, or null when none was computed (no Price Paid import since the table came). */
export async function latestCalibration(db: SqlClient): Promise<StoredCalibration | null> {
  const { rows } = await db.query<{
    ranges: RangeCalibration | string;
    accuracy: ValuationAccuracy | string;
    local_constants: LocalConstants | string | null;
  }>('select ranges, accuracy, local_constants from open_data.valuation_calibration order by computed_at desc limit 1');
  const r = rows[0];
  if (!r) return null;
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { ranges: parse(r.ranges), accuracy: parse(r.accuracy), local: r.local_constants ? parse(r.local_constants) : null };
}

/** Stores a calibration for its data version (replacing one measured on the same files). */
export async function storeCalibration(db: SqlClient, calibration: StoredCalibration): Promise<void> {
  await db.query(
    `insert into open_data.valuation_calibration (data_version, data_date, computed_at, ranges, accuracy, local_constants)
     values ($1, $2, $3::timestamptz, $4::jsonb, $5::jsonb, $6::jsonb)
     on conflict (data_version) do update set data_date = excluded.data_date, computed_at = excluded.computed_at,
       ranges = excluded.ranges, accuracy = excluded.accuracy, local_constants = excluded.local_constants`,
    [
      calibration.ranges.dataVersion,
      calibration.ranges.dataDate,
      calibration.accuracy.computedAt,
      JSON.stringify(calibration.ranges),
      JSON.stringify(calibration.accuracy),
      calibration.local ? JSON.stringify(calibration.local) : null,
    ],
  );
}

/** What valuations apply from the stored calibration: the conformal ranges and the local constants chosen. */
export interface CalibrationInForce {
  ranges: RangeCalibration;
  local: LocalConstants | null;
}

const IN_FORCE_TTL_MS = 60_000;
const inForce = new WeakMap<object, { at: number; value: Promise<CalibrationInForce | null> }>();

/** The calibration valuations apply, read at most once a minute per connection (null when none is stored). */
export function calibrationInForce(db: SqlClient, now: number = Date.now()): Promise<CalibrationInForce | null> {
  const hit = inForce.get(db);
  if (hit && now - hit.at < IN_FORCE_TTL_MS) return hit.value;
  const value = latestCalibration(db).then(
    (c) => (c ? { ranges: c.ranges, local: c.local ?? null } : null),
    () => null,
  );
  inForce.set(db, { at: now, value });
  return value;
}
