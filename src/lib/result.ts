/**
 * The one result type: parsers, validators and calculators return it instead of throwing on user input.
 * Usage: `const r = parseMoney(text); if (!r.ok) show(r.error); else use(r.value);`
 */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

/** A successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed result with a message a person can act on. */
export function fail<E = string>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
