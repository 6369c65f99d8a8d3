import type { SchoolPhase } from './types.ts';

/** GIAS PhaseOfEducation (name) → our phase ("Middle deemed primary" → "Middle"); unknown values → null. */
export function normalisePhase(value: string | null): SchoolPhase | null {
  if (!value) return null;
  const v = value.toLowerCase();
  if (v.startsWith('middle')) return 'Middle';
  const map: Record<string, SchoolPhase> = {
    nursery: 'Nursery',
    primary: 'Primary',
    secondary: 'Secondary',
    'all-through': 'All-through',
    '16 plus': '16 plus',
    'not applicable': 'Not applicable',
  };
  return map[v] ?? null;
}

/**
 * Phase from the statutory age range, for lists that have no phase column. Special schools
 * and pupil referral units are 'Not applicable', as GIAS records them.
 * Rules: low ≥ 16 → 16 plus; high ≤ 5 → Nursery; high ≤ 11 → Primary; low ≥ 11 → Secondary;
 * a range spanning 11 → All-through.
 */
export function inferPhase(low: number | null, high: number | null, typeGroup: string | null): SchoolPhase | null {
  if (typeGroup && /special|pupil referral|alternative/i.test(typeGroup)) return 'Not applicable';
  if (low === null || high === null) return null;
  if (low >= 16) return '16 plus';
  if (high <= 5) return 'Nursery';
  if (high <= 11) return 'Primary';
  if (low >= 11) return 'Secondary';
  return 'All-through';
}
