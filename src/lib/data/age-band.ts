/**
 * EPC CONSTRUCTION_AGE_BAND values → year ranges. The register uses "England and Wales:
 * 1930-1949", "England and Wales: before 1900", "England and Wales: 2012 onwards", and some
 * certificates hold a single year ("1975").
 */
export function parseAgeBand(band: string | null): { fromYear: number | null; toYear: number | null } | null {
  if (!band) return null;
  const text = band.replace(/^.*?:\s*/, '').trim();
  let m = /^(\d{4})\s*-\s*(\d{4})$/.exec(text);
  if (m) return { fromYear: Number(m[1]), toYear: Number(m[2]) };
  m = /^before\s+(\d{4})$/i.exec(text);
  if (m) return { fromYear: null, toYear: Number(m[1]) - 1 };
  m = /^(\d{4})\s+onwards$/i.exec(text);
  if (m) return { fromYear: Number(m[1]), toYear: null };
  m = /^(\d{4})$/.exec(text);
  if (m) return { fromYear: Number(m[1]), toYear: Number(m[1]) };
  return null;
}

/** "1930–1949", "before 1900", "2012 or later", "1975". */
export function formatYearRange(fromYear: number | null, toYear: number | null): string {
  if (fromYear !== null && toYear !== null) return fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
  if (toYear !== null) return `before ${toYear + 1}`;
  if (fromYear !== null) return `${fromYear} or later`;
  return 'unknown';
}
