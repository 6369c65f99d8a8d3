/**
 * A paid answer as the dashboard lists it: what it was ("Crime check · M33 3HJ"), when, what it
 * cost and the page that shows it again without a charge.
 */
import type { CreditService } from '../credit-services.ts';
import { PRICE_LIST } from './price-list.ts';

/** A row of public.paid_answers as GET /api/answers reads it. */
export interface SavedAnswerRow {
  id: string;
  service: string;
  label: string;
  request_path: string;
  credits: number;
  created_at: string | Date;
  kept: boolean;
}

export interface SavedAnswer {
  id: string;
  service: string;
  label: string;
  postcode: string | null;
  credits: number;
  createdAt: string;
  /** The page that shows this answer again free (`?…&answer=<id>`); null for API answers or once pruned. */
  reopenUrl: string | null;
}

export function savedAnswerView(row: SavedAnswerRow): SavedAnswer {
  const query = new URLSearchParams(row.request_path.split('?')[1] ?? '');
  const page = (PRICE_LIST as Record<string, { page?: string } | undefined>)[row.service as CreditService]?.page;
  let reopenUrl: string | null = null;
  if (page && row.kept) {
    query.set('answer', row.id);
    reopenUrl = `${page}?${query.toString()}`;
  }
  return {
    id: row.id,
    service: row.service,
    label: row.label,
    postcode: new URLSearchParams(row.request_path.split('?')[1] ?? '').get('postcode'),
    credits: row.credits,
    createdAt: new Date(row.created_at).toISOString(),
    reopenUrl,
  };
}
