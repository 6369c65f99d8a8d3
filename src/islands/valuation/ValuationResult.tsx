import { formatIsoDate } from '../../lib/format/date.ts';
import type { ValuationAnswer } from '../../lib/valuation/answer.ts';
import { formatMonth } from '../../lib/valuation/freshness.ts';
import { TYPE_WORDS, valuationSearch } from '../../lib/valuation/query-words.ts';
import { LocationMap, type MapMarker } from '../checkers/LocationMap.tsx';
import { PrintedOn, ReportActions } from '../shared/ReportActions.tsx';
import { valuationDocument } from '../../lib/report/valuation-document.ts';
import { formatPoundsFigure } from '../../lib/format/figures.ts';
import { SourceLine } from '../checkers/SourceLine.tsx';
import { ComparablesChart } from './ComparablesChart.tsx';
import { ComparablesTable } from './ComparablesTable.tsx';

const GRADE_STYLE = {
  high: { label: 'High confidence', mark: '●●●', className: 'border-emerald-700 bg-emerald-50 text-emerald-900' },
  medium: { label: 'Medium confidence', mark: '●●○', className: 'border-warning bg-warning-surface text-ink' },
  low: { label: 'Low confidence', mark: '●○○', className: 'border-error bg-error-surface text-ink' },
} as const;

const LEVEL_WORDS = {
  postcode: 'the same postcode',
  street: 'the same street',
  sector: 'the postcode sector',
  district: 'the postcode district',
} as const;

/** "ARUNDEL AVENUE" → "Arundel Avenue", as an address reads. */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase());
}

function mapMarkers(answer: ValuationAnswer): MapMarker[] {
  const byPostcode = new Map<string, number>();
  for (const c of answer.result.comparables) byPostcode.set(c.postcode, (byPostcode.get(c.postcode) ?? 0) + 1);
  return [...byPostcode].flatMap(([postcode, count]) => {
    const centre = answer.centres[postcode];
    return centre && postcode !== answer.subject.postcode
      ? [{ lat: centre.lat, lon: centre.lng, label: `${postcode}: ${count} comparable sale${count === 1 ? '' : 's'}`, count }]
      : [];
  });
}

/** The valuation: the figure, its 80% range, the grade and why, and (full answers) every comparable. */
export function ValuationResult({ answer }: { answer: ValuationAnswer }) {
  const { result, subject } = answer;
  const grade = GRADE_STYLE[result.confidence.grade];
  const typeWord = (TYPE_WORDS[subject.propertyType] ?? 'property').toLowerCase();
  const centre = answer.centres[subject.postcode] ?? Object.values(answer.centres)[0];
  const q = answer.query;
  const fullSearch = valuationSearch({
    postcode: subject.postcode,
    house: q.house ?? '',
    street: q.street ?? '',
    type: q.type,
    tenure: q.tenure,
    newBuild: q.newBuild === undefined ? '' : String(q.newBuild),
    floorArea: q.floorArea === undefined ? '' : String(q.floorArea),
    asOf: q.asOf ?? '',
  });
  const fullLink = `/valuation?${fullSearch.toString()}`;
  const streetName = q.street ?? (result.evidence.street ? titleCase(result.evidence.street.name) : '');
  const home = q.house ? `${q.house}${streetName ? ` ${streetName}` : ''}, ` : '';
  const rs = result.evidence.repeatSale;
  // Answers saved before the value month was recorded have neither field.
  const fresh = (result.freshness as typeof result.freshness | undefined) ?? null;
  const calibration = result.rangeCalibration ?? null;
  return (
    <section aria-labelledby="valuation-heading" className="not-prose mt-6" data-valuation-result>
      <h2 id="valuation-heading" className="text-xl font-semibold text-ink">
        Estimated value: {typeWord} {subject.propertyType === 'F' ? '' : 'house '}
        {home ? `at ${home}${subject.postcode}` : `in ${subject.postcode}`}
      </h2>
      <ReportActions
        document={(produced) => valuationDocument(answer, produced)}
        fileName={`brickstack-valuation-${subject.postcode.replace(' ', '-')}`}
      />
      <PrintedOn what={`Valuation for ${subject.postcode}`} />
      <p className="mt-2 text-ink" data-headline>
        <span className="text-4xl font-bold tabular-nums" data-estimate>
          {formatPoundsFigure(result.estimate)}
        </span>
        {fresh ? (
          <span className="text-xl font-semibold" data-value-month>
            {' '}
            in {formatMonth(fresh.valueMonth)}
          </span>
        ) : null}
      </p>
      {fresh ? (
        <p className="mt-1 text-sm text-ink-muted" data-freshness={fresh.stale ? 'stale' : 'fresh'}>
          {fresh.evidenceDate
            ? `Newest sale it rests on: ${formatIsoDate(fresh.evidenceDate)}.`
            : 'It rests on the price index alone.'}
          {fresh.stale
            ? ` That is ${fresh.gapMonths} months before the valuation month, so the range is wider and the grade lower.`
            : ''}
        </p>
      ) : null}
      <p className="mt-1 text-ink" data-range>
        80% range: <strong>{formatPoundsFigure(result.range.low)}</strong> to{' '}
        <strong>{formatPoundsFigure(result.range.high)}</strong>.{' '}
        {calibration ? (
          <>
            Its width is set so that 8 in 10 of {calibration.sales.toLocaleString('en-GB')} recent sales like this one (
            {calibration.cell}), each valued only with earlier sales, sold inside such a range (
            <a href="/valuation-methodology#accuracy" className="underline">
              measured on data to {formatIsoDate(calibration.dataDate)}
            </a>
            ).
          </>
        ) : (
          'It is calibrated on past sales so that about 8 in 10 sell inside it.'
        )}
      </p>
      <p
        className={`mt-3 inline-block rounded-lg border-l-4 px-3 py-2 ${grade.className}`}
        data-confidence={result.confidence.grade}
      >
        <span aria-hidden="true">{grade.mark} </span>
        <strong>{grade.label}.</strong> {result.confidence.reason}
      </p>
      <p className="mt-3 text-sm text-ink" data-valuation-evidence>
        {result.evidence.summary}
      </p>
      {rs && (
        <p className="mt-2 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-ink" data-repeat-sale>
          <strong>{rs.used ? 'This home sold before.' : 'This home sold before, but that sale is not used.'}</strong> It sold for{' '}
          {formatPoundsFigure(rs.price)} on {formatIsoDate(rs.date)}
          {rs.used
            ? `; brought forward with the local price index (×${rs.adjustmentFactor.toFixed(3)}) that is ${formatPoundsFigure(rs.estimate)}, which carries ${Math.round(rs.weight * 100)}% of the estimate.`
            : '.'}
          {rs.notes.length > 0 ? ` Note: ${rs.notes.join('; ')}.` : ''}
        </p>
      )}
      <div className="mt-3 rounded-lg border-l-4 border-gray-400 bg-gray-50 px-3 py-2 text-sm text-ink" data-valuation-limits>
        <p className="font-semibold">What this figure could and could not take into account</p>
        {result.limits.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <a href="/valuation-methodology#limits" className="text-brand-700 underline">
            How we value, and the limits of the data
          </a>
        </p>
      </div>
      <p className="mt-3 text-sm text-ink-muted" data-valuation-date>
        {answer.asOfNote}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        From {answer.comparablesUsed} sales of {typeWord} homes in {LEVEL_WORDS[result.level]} or nearer
        {result.method === 'price-per-m2' ? ', compared by price per square metre from their EPCs' : ''}, each brought to{' '}
        {formatIsoDate(result.asOf)} with the {result.index.label} index. {result.index.reason}
      </p>
      {answer.detail === 'summary' ? (
        <div className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-4" data-valuation-upsell>
          <p className="font-semibold text-ink">See the {answer.comparablesUsed} sales behind this figure</p>
          <p className="mt-1 text-sm text-ink">
            In your account the full valuation shows every comparable sale with its address, price, date and index adjustment, on
            a map and a chart over time. It costs 1 credit; the free trial includes credits and needs no card.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href="/start-trial" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Start a free trial
            </a>
            <a
              href={fullLink}
              className="rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-white"
            >
              Sign in for the full valuation
            </a>
          </div>
        </div>
      ) : (
        <>
          {centre && (
            <div className="mt-6">
              <LocationMap lat={centre.lat} lon={centre.lng} label={subject.postcode} markers={mapMarkers(answer)} zoom={13} />
            </div>
          )}
          <ComparablesChart comparables={result.comparables} asOf={result.asOf} estimate={result.estimate} range={result.range} />
          <ComparablesTable comparables={result.comparables} />
        </>
      )}
      <div className="mt-4">
        {answer.sources.map((s) => (
          <SourceLine key={s.datasetId} provenance={s} />
        ))}
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        An automated estimate from registered sale prices, not a survey or a mortgage valuation.{' '}
        <a href="/valuation-methodology" className="text-brand-700 underline">
          How we value and how accurate it is
        </a>
        .
      </p>
    </section>
  );
}
