/**
 * The two columns of a cost breakdown: the item, then a right-aligned figure.
 * Usage: <BreakdownTable caption="…" columns={itemAmountColumns('Per year')} rows={[{ item: 'Rent', amount: '£12,000' }]} />
 */
import type { BreakdownColumn } from './BreakdownTable.tsx';

export function itemAmountColumns(amountLabel = 'Amount'): readonly BreakdownColumn[] {
  return [
    { key: 'item', label: 'Item' },
    { key: 'amount', label: amountLabel, numeric: true },
  ];
}
