import { formatIsoDate } from '../../lib/format/date.ts';
import { TENURE_WORDS, TYPE_WORDS } from '../../lib/valuation/query-words.ts';
import type { Comparable } from '../../lib/valuation/types.ts';
import { formatPoundsFigure } from '../../lib/format/figures.ts';

const LEVEL_WORDS = {
  postcode: 'Same postcode',
  street: 'Same street',
  sector: 'Same sector',
  district: 'Same district',
} as const;

/** Every comparable with why it was chosen, its index adjustment and its weight in the estimate. */
export function ComparablesTable({ comparables }: { comparables: readonly Comparable[] }) {
  return (
    <div className="not-prose mt-6 overflow-x-auto">
      <table className="table-cards w-full text-left text-sm sm:min-w-[44rem]" data-comparables-table>
        <caption className="mb-2 text-left font-semibold text-ink">The sales behind the estimate</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-3">
              Address
            </th>
            <th scope="col" className="py-2 pr-3">
              Sold
            </th>
            <th scope="col" className="py-2 pr-3">
              Type
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Price
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Index
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Adjusted
            </th>
            <th scope="col" className="py-2 text-right">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {comparables.map((c) => (
            <tr key={c.transactionId} className="border-b border-gray-100 align-top">
              <td data-label="Address" className="py-2 pr-3">
                {c.address}, {c.postcode}
                <span className="block text-xs text-ink-muted">
                  {LEVEL_WORDS[c.level]}: {c.reason}
                </span>
              </td>
              <td data-label="Sold" className="py-2 pr-3 whitespace-nowrap">
                {formatIsoDate(c.date)}
              </td>
              <td data-label="Type" className="py-2 pr-3">
                {TYPE_WORDS[c.propertyType ?? ''] ?? 'Unknown'}, {TENURE_WORDS[c.tenure ?? ''] ?? 'tenure unknown'}
                {c.newBuild ? ', new build' : ''}
                {c.floorAreaM2 ? `, ${c.floorAreaM2} m²` : ''}
              </td>
              <td data-label="Price" className="py-2 pr-3 text-right tabular-nums">
                {formatPoundsFigure(c.price)}
              </td>
              <td data-label="Index" className="py-2 pr-3 text-right tabular-nums">
                ×{c.adjustmentFactor.toFixed(3)}
              </td>
              <td data-label="Adjusted" className="py-2 pr-3 text-right tabular-nums">
                {formatPoundsFigure(c.adjustedPrice)}
              </td>
              <td data-label="Weight" className="py-2 text-right tabular-nums">
                {Math.round(c.weight * 100)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
