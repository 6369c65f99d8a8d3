/** Stamp duty for every kind of buyer at the entered price and place, with the visitor's own choice highlighted. */
import type { BuyerComparison } from '../../lib/calculators/stamp-duty/buyer-comparison.ts';
import type { BuyerType } from '../../lib/tax/stamp-duty.ts';
import { formatPercentValue, formatPounds } from '../../lib/money/format.ts';

export interface StampDutyBuyerTableProps {
  comparison: BuyerComparison;
  chosenBuyer: BuyerType;
  chosenNonResident: boolean;
}

const CHOSEN = 'bg-brand-50 font-semibold outline outline-2 -outline-offset-2 outline-brand-700';

export function StampDutyBuyerTable({ comparison, chosenBuyer, chosenNonResident }: StampDutyBuyerTableProps) {
  const cell = (r: { totalPence: number; effectiveRateBps: number }) => (
    <span>
      {formatPounds(r.totalPence)}
      <span className="block text-xs font-normal text-ink-muted">
        {formatPercentValue(r.effectiveRateBps / 100)} of the price
      </span>
    </span>
  );
  return (
    <div className="sm:overflow-x-auto">
      <table className="table-cards w-full border-collapse text-sm" data-testid="stamp-duty-buyers">
        <caption className="mb-2 text-left text-base font-semibold text-ink">
          {comparison.taxName} for each kind of buyer at this price
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="px-2 py-2 text-left font-semibold text-ink">
              Buyer
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold text-ink">
              {comparison.hasNonResident ? 'UK resident' : 'Tax'}
            </th>
            {comparison.hasNonResident && (
              <th scope="col" className="px-2 py-2 text-right font-semibold text-ink">
                Not UK resident (+2%)
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => {
            const mine = row.buyerType === chosenBuyer;
            const residentMine = mine && !(comparison.hasNonResident && chosenNonResident);
            const nonResidentMine = mine && comparison.hasNonResident && chosenNonResident;
            return (
              <tr
                key={row.buyerType}
                className="border-b border-gray-200"
                data-chosen={mine ? 'true' : undefined}
                data-testid={`buyer-row-${row.buyerType}`}
              >
                <th scope="row" className="px-2 py-2 text-left align-top font-normal text-ink">
                  <span className={mine ? 'font-semibold' : undefined}>{row.label}</span>
                  {mine && <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">Your choice</span>}
                  {row.note && <span className="block text-xs text-ink-muted">{row.note}</span>}
                </th>
                <td
                  data-label={comparison.hasNonResident ? 'UK resident' : 'Tax'}
                  className={`px-2 py-2 text-right align-top tabular-nums ${residentMine ? CHOSEN : ''}`}
                >
                  {cell(row.resident)}
                </td>
                {row.nonResident && (
                  <td
                    data-label="Not UK resident (+2%)"
                    className={`px-2 py-2 text-right align-top tabular-nums ${nonResidentMine ? CHOSEN : ''}`}
                  >
                    {cell(row.nonResident)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {!comparison.hasNonResident && (
        <p className="mt-2 text-sm text-ink-muted">
          {comparison.region === 'scotland' ? 'Scotland' : 'Wales'} has no surcharge for buyers who are not UK resident.
        </p>
      )}
    </div>
  );
}
