/**
 * Calculator inputs ⇄ URL query string, with validation.
 *
 * A calculator declares a schema of fields; the island keeps what the person typed (raw
 * strings), the URL mirrors it, and `parseState` turns it into typed values or per-field errors.
 *
 *   const schema = {
 *     price: moneyField({ default: 25_000_000, label: 'Property price' }),
 *     region: enumField(['england-ni', 'scotland', 'wales'] as const, 'england-ni'),
 *     firstTime: boolField(false),
 *     date: dateField(),                      // default: today (ISO)
 *   };
 *   const raw = decodeState(schema, new URLSearchParams(location.search)); // strings
 *   const parsed = parseState(schema, raw);   // { ok: true, value: { price: 25_000_000, ... } } | { ok: false, errors }
 *   const params = encodeState(schema, raw);  // only fields that differ from their default
 */
import { fail, ok, type Result } from '../result.ts';
import { parseIsoDate, parseMoney, parsePercent, parseWholeNumber } from '../money/parse.ts';
import { bpsToPlain, penceToPlain } from '../money/format.ts';

/** One input: how to read it from text, how to write it, and its default (as text). */
export interface FieldSpec<T> {
  parse: (raw: string) => Result<T>;
  /** The default as the text an input shows; a function so "today" is computed on use. */
  defaultRaw: () => string;
}

export type Schema = Record<string, FieldSpec<unknown>>;
export type RawState<S extends Schema> = { [K in keyof S]: string };
export type ValueState<S extends Schema> = { [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never };
export type ParsedState<S extends Schema> =
  { ok: true; value: ValueState<S> } | { ok: false; errors: Partial<Record<keyof S, string>> };

/** Longest value read from a URL parameter (guards against pasted junk). */
const MAX_PARAM_LENGTH = 64;

/** Money in pence; typed and stored in the URL as pounds ("250000"). */
export function moneyField(options: { default: number; min?: number; max?: number; allowNegative?: boolean }): FieldSpec<number> {
  return {
    defaultRaw: () => penceToPlain(options.default),
    parse: (raw) => {
      const r = parseMoney(raw, { allowNegative: options.allowNegative === true });
      if (!r.ok) return r;
      if (options.min !== undefined && r.value < options.min) return fail(`Enter at least £${penceToPlain(options.min)}.`);
      if (options.max !== undefined && r.value > options.max) return fail(`Enter no more than £${penceToPlain(options.max)}.`);
      return r;
    },
  };
}

/** A percentage in basis points; typed and stored as percent ("1.5"). */
export function percentField(options: { default: number; max?: number }): FieldSpec<number> {
  return {
    defaultRaw: () => bpsToPlain(options.default),
    parse: (raw) => parsePercent(raw, options.max === undefined ? {} : { max: options.max }),
  };
}

/** A whole number within [min, max]. */
export function intField(options: { default: number; min: number; max: number }): FieldSpec<number> {
  return { defaultRaw: () => String(options.default), parse: (raw) => parseWholeNumber(raw, options.min, options.max) };
}

/** The same field, but it may be left empty (value null); empty is its default, so it stays out of the URL until used. */
export function optionalField<T>(spec: FieldSpec<T>): FieldSpec<T | null> {
  return { defaultRaw: () => '', parse: (raw) => (raw.trim() === '' ? ok(null) : spec.parse(raw)) };
}

/** One of a fixed list of values. */
export function enumField<const T extends string>(values: readonly T[], defaultValue: T): FieldSpec<T> {
  return {
    defaultRaw: () => defaultValue,
    parse: (raw) => ((values as readonly string[]).includes(raw) ? ok(raw as T) : fail('Choose one of the options.')),
  };
}

/** A yes/no; stored as "1" or "0". */
export function boolField(defaultValue: boolean): FieldSpec<boolean> {
  return {
    defaultRaw: () => (defaultValue ? '1' : '0'),
    parse: (raw) =>
      raw === '1' || raw === 'true' ? ok(true) : raw === '0' || raw === 'false' ? ok(false) : fail('Choose yes or no.'),
  };
}

/** A calendar date as "YYYY-MM-DD" (UTC midnight); default today unless given (a string, or a function for dates relative to today). */
export function dateField(defaultIso?: string | (() => string)): FieldSpec<Date> {
  return {
    defaultRaw: () => (typeof defaultIso === 'function' ? defaultIso() : (defaultIso ?? todayIso())),
    parse: parseIsoDate,
  };
}

/** Today's date as "YYYY-MM-DD" (UTC). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Raw strings for every field: the URL's value when present, else the default. */
export function decodeState<S extends Schema>(schema: S, params: URLSearchParams): RawState<S> {
  const raw = {} as RawState<S>;
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const value = params.get(key);
    raw[key] = value !== null && value.length <= MAX_PARAM_LENGTH ? value : schema[key]!.defaultRaw();
  }
  return raw;
}

/** The defaults as raw strings. */
export function defaultState<S extends Schema>(schema: S): RawState<S> {
  return decodeState(schema, new URLSearchParams());
}

/** Typed values, or an error message for each field that does not parse. */
export function parseState<S extends Schema>(schema: S, raw: RawState<S>): ParsedState<S> {
  const value = {} as Record<string, unknown>;
  const errors: Partial<Record<keyof S, string>> = {};
  let good = true;
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const r = schema[key]!.parse(raw[key]);
    if (r.ok) value[key] = r.value;
    else {
      errors[key] = r.error;
      good = false;
    }
  }
  return good ? { ok: true, value: value as ValueState<S> } : { ok: false, errors };
}

/** Query parameters for the fields that differ from their defaults (short, shareable URLs). */
export function encodeState<S extends Schema>(schema: S, raw: RawState<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const value = raw[key].trim();
    if (value !== schema[key]!.defaultRaw()) params.set(key, value);
  }
  return params;
}
