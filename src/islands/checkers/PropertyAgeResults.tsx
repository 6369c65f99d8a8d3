import type { PropertyAgeEstimate } from '../../lib/data/types.ts';
import { confidenceWords } from '../../lib/data/property-age-headline.ts';
import { NoData, Section } from './Section.tsx';
import { SourceLine } from './SourceLine.tsx';

/** The age estimate for a postcode and the evidence behind it. */
export function PropertyAgeResults({ age }: { age: PropertyAgeEstimate }) {
  return (
    <Section id="age-heading" title="Property age">
      {age.estimate ? (
        <div className="rounded-xl border border-gray-200 p-4" data-figure>
          <p className="text-sm text-ink-muted">Estimated build period for homes at {age.postcode}</p>
          <p className="mt-1 text-2xl font-semibold text-ink" data-age-estimate>
            {age.estimate.label}
          </p>
          <p className="mt-1 text-sm text-ink-muted" data-age-confidence>
            {confidenceWords(age)}
          </p>
        </div>
      ) : (
        <NoData>{age.message}</NoData>
      )}
      {age.estimate && <p className="mt-3 text-sm text-ink-muted">{age.message}</p>}
      {age.evidence.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold text-ink">Evidence</h3>
          <div role="list" className="mt-2 space-y-3 text-sm">
            {age.evidence.map((e, i) => (
              <div role="listitem" key={i} className="rounded-lg border border-gray-100 p-3">
                <p className="text-ink">{e.description}</p>
                <SourceLine provenance={e.provenance} />
              </div>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
