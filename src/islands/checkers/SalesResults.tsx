import type { PriceStats, SaleRecord, Sourced } from '../../lib/data/types.ts';
import { addressCase } from '../../lib/format/address-case.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import { formatCount, formatPoundsFigure } from '../../lib/format/figures.ts';
import { NoData, Section } from './Section.tsx';
import { PriceChange } from './PriceChange.tsx';
import { SourceLine } from './SourceLine.tsx';

export interface SalesResultsProps {
  postcode: string;
  sales: Sourced<SaleRecord[]>;
  sectorPrices: Sourced<PriceStats> | null;
}

/** Recorded sales at a postcode and price statistics for its sector. */
export function SalesResults({ postcode, sales, sectorPrices }: SalesResultsProps) {
  return (
    <Section id="sales-heading" title="Sale prices">
      {sales.value.length === 0 ? (
        <NoData>Our Price Paid Data holds no sales at {postcode}.</NoData>
      ) : (
        <div className="sm:overflow-x-auto">
          <table className="table-cards w-full text-left text-sm sm:min-w-[32rem]" data-sales-table>
            <caption className="sr-only">Sales recorded at {postcode}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  Address
                </th>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Type
                </th>
                <th scope="col" className="py-2">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.value.map((s) => (
                <tr key={s.transactionId} className="border-b border-line">
                  <td className="py-2 pr-3" data-label="Address">
                    {addressCase(s.address)}
                  </td>
                  <td className="py-2 pr-3" data-label="Date">
                    {formatIsoDate(s.date)}
                  </td>
                  <td className="py-2 pr-3" data-label="Type">
                    {s.propertyType}
                    {s.newBuild ? ' (new build)' : ''}
                  </td>
                  <td className="py-2 tabular-nums" data-label="Price">
                    {formatPoundsFigure(s.price)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SourceLine provenance={sales.provenance} />
      {sectorPrices && (
        <div className="mt-6 rounded-xl border border-line p-4" data-figure>
          <h3 className="font-semibold text-ink">Median sale price in the postcode sector</h3>
          <p className="mt-1 text-2xl font-semibold text-ink">{formatPoundsFigure(sectorPrices.value.medianPrice)}</p>
          <p className="text-sm text-ink-muted">
            {formatCount(sectorPrices.value.sales)} sales, {formatPoundsFigure(sectorPrices.value.minPrice)} to{' '}
            {formatPoundsFigure(sectorPrices.value.maxPrice)}
          </p>
          <PriceChange series={sectorPrices.value.monthly} />
          {sectorPrices.value.monthly.length > 1 && (
            <PeriodChart
              title="Median sale price by month in the sector"
              unit="Median price (£)"
              valueKind="pounds"
              points={sectorPrices.value.monthly.map((p) => ({ label: p.period, value: p.value }))}
            />
          )}
          <SourceLine provenance={sectorPrices.provenance} />
        </div>
      )}
    </Section>
  );
}
