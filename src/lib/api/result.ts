/** The result every parser and validator in this folder returns instead of throwing. */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

/** A successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed result. */
export function fail<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
