import type { EconomicIndicators } from '../../lib/data/types.ts';
import { EpcBandBars } from '../shared/RatingChips.tsx';
import { PeriodChart } from '../shared/PeriodChart.tsx';
import { formatCount, formatPercentFigure, formatPoundsFigure, formatPoundsPenceFigure } from '../../lib/format/figures.ts';
import { IndicatorBlock } from './IndicatorBlock.tsx';
import { PriceChange } from './PriceChange.tsx';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** Economic and housing indicators for the local authority that contains a postcode. */
export function EconomicResults({ economic }: { economic: EconomicIndicators }) {
  const name = economic.authority.name ?? economic.authority.code;
  const { population, councilTax, deprivation } = economic;
  const nothing =
    !population &&
    !economic.earnings &&
    !economic.employmentRate &&
    !economic.claimantCount &&
    !economic.affordabilityRatio &&
    !economic.gvaTotal &&
    !deprivation &&
    !councilTax &&
    !economic.epcRatings &&
    !economic.housePriceIndex;
  return (
    <Section id="economic-heading" title={`Economy and housing in ${name}`}>
      {nothing && <NoData>We have no economic indicators for {name} in our data yet.</NoData>}
      {population && (
        <div className="rounded-xl border border-line p-4" data-figure>
          <p className="text-sm text-ink-muted">Population</p>
          <p className="mt-1 text-2xl font-semibold text-ink" data-population>
            {formatCount(population.value.allAges)}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {[
              population.value.aged0To15 !== null ? `${formatCount(population.value.aged0To15)} aged 0–15` : null,
              population.value.aged16To64 !== null ? `${formatCount(population.value.aged16To64)} aged 16–64` : null,
              population.value.aged65Plus !== null ? `${formatCount(population.value.aged65Plus)} aged 65 and over` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <SourceLine provenance={population.provenance} />
        </div>
      )}
      {councilTax && (
        <div className="mt-6 rounded-xl border border-line p-4" data-council-tax>
          <h3 className="font-semibold text-ink">Council tax {councilTax.value.year}</h3>
          {councilTax.value.areaBandD !== null && (
            <p className="mt-1 text-2xl font-semibold text-ink">
              {formatPoundsPenceFigure(councilTax.value.areaBandD)}{' '}
              <span className="text-sm font-normal text-ink-muted">average Band D including precepts</span>
            </p>
          )}
          {councilTax.value.authorityBandD !== null && (
            <p className="text-sm text-ink-muted">
              Of which the council’s own average Band D: {formatPoundsPenceFigure(councilTax.value.authorityBandD)}
            </p>
          )}
          {councilTax.value.areaBands && (
            // Eight bands side by side do not fit a phone: a grid of four a row there, eight from 40rem.
            <figure className="mt-3" data-council-tax-bands>
              <figcaption className="text-sm text-ink-muted">Average charge by band (statutory ratios of Band D)</figcaption>
              <dl className="mt-1 grid grid-cols-4 gap-x-2 gap-y-1 text-sm sm:grid-cols-8">
                {BANDS.map((b) => (
                  <div key={b}>
                    <dt className="font-semibold text-ink">Band {b}</dt>
                    <dd className="tabular-nums">{formatPoundsFigure(councilTax.value.areaBands![b])}</dd>
                  </div>
                ))}
              </dl>
            </figure>
          )}
          <SourceLine provenance={councilTax.provenance} />
        </div>
      )}
      {economic.earnings && (
        <IndicatorBlock
          title="Median gross annual pay (residents)"
          indicator={economic.earnings}
          format={formatPoundsFigure}
          axis="Median annual pay (£)"
          valueKind="pounds"
        />
      )}
      {economic.employmentRate && (
        <IndicatorBlock
          title="Employment rate, aged 16–64"
          indicator={economic.employmentRate}
          format={formatPercentFigure}
          axis="Employment rate (%)"
          valueKind="percent"
        />
      )}
      {economic.claimantCount && (
        <IndicatorBlock
          title="Claimant count"
          indicator={economic.claimantCount}
          format={formatCount}
          axis="People claiming (count)"
          valueKind="count"
          compare="index"
        />
      )}
      {economic.affordabilityRatio && (
        <IndicatorBlock
          title="House price to earnings ratio"
          indicator={economic.affordabilityRatio}
          format={(v) => v.toFixed(2)}
          axis="House price ÷ annual earnings"
          valueKind="ratio"
        />
      )}
      {economic.gvaTotal && (
        <IndicatorBlock
          title="Gross value added (£ million)"
          indicator={economic.gvaTotal}
          format={(v) => `£${formatCount(v)}m`}
          axis="Gross value added (£ million)"
          valueKind="count"
        />
      )}
      {deprivation && deprivation.value.length > 0 && (
        <div className="mt-6 rounded-xl border border-line p-4">
          <h3 className="font-semibold text-ink">Deprivation (rank of average rank; 1 = most deprived)</h3>
          <div role="list" className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {deprivation.value.map((d) => (
              <div role="listitem" key={d.domain}>
                {d.domain}: <span className="font-medium text-ink">{d.rankOfAverageRank ?? '—'}</span>
              </div>
            ))}
          </div>
          <SourceLine provenance={deprivation.provenance} />
        </div>
      )}
      {economic.epcRatings && (
        <div className="mt-6 rounded-xl border border-line p-4">
          <h3 className="font-semibold text-ink">Energy certificates lodged, by rating</h3>
          <EpcBandBars title="EPC lodgements by rating" counts={economic.epcRatings.value} />
          <SourceLine provenance={economic.epcRatings.provenance} />
        </div>
      )}
      {economic.housePriceIndex && economic.housePriceIndex.value.length > 0 && (
        <div className="mt-6 rounded-xl border border-line p-4">
          <h3 className="font-semibold text-ink">
            House price index, {economic.housePriceIndex.provenance.geography.name ?? 'region'}
          </h3>
          <PriceChange series={economic.housePriceIndex.value} />
          <PeriodChart
            title="UK House Price Index"
            unit="Index (January 2015 = 100)"
            valueKind="index"
            points={economic.housePriceIndex.value.map((p) => ({ label: p.period, value: p.value }))}
          />
          <SourceLine provenance={economic.housePriceIndex.provenance} />
        </div>
      )}
    </Section>
  );
}
