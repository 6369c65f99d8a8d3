/** Small field parsers shared by importers: blank → null, numbers, dates, GSS codes. */

export function text(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  return v === '' || v.toUpperCase() === 'NA' || v === 'NULL' ? null : v;
}

export function num(value: string | undefined): number | null {
  const v = text(value);
  if (v === null) return null;
  const n = Number(v.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

export function int(value: string | undefined): number | null {
  const n = num(value);
  return n === null ? null : Math.round(n);
}

/** True for a GSS code such as E08000009. */
export function isGss(value: string | null): boolean {
  return value !== null && /^[EWSNLMK]\d{8}$/.test(value);
}

/** "dd-mm-yyyy" or "yyyy-mm-dd[ hh:mm]" → "yyyy-mm-dd", else null. */
export function isoDate(value: string | undefined): string | null {
  const v = text(value);
  if (!v) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  return null;
}

export function validLatLng(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && lat >= 49 && lat <= 61 && lng >= -9 && lng <= 3;
}
