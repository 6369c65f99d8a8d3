/**
 * The mobile checker's headline: Ofcom publishes mobile coverage by local authority, so the line
 * says the authority's share of premises with predicted good indoor 4G (or the first measure held)
 * from at least one network and from all four, with its period — never as the postcode's own.
 *
 * Worked example (Trafford, Connected Nations 2022: indoor 4G 99.2% any network, 84.0% all four) →
 * "Predicted good 4G indoors from at least one network at 99.2% of premises across Trafford, from all
 * four networks at 84.0% (an authority-wide figure, not this postcode's; Ofcom, data to May 2022)."
 */
import { formatPercentFigure } from '../format/figures.ts';
import { headlinePeriod } from './headline-age.ts';
import type { MobileCoverage } from './types.ts';

/** The one quotable line, or null when no Ofcom mobile file covers the place. */
export function mobileHeadline(mobile: MobileCoverage, today: string): string | null {
  if (!mobile.covered || mobile.measures.length === 0) return null;
  const measure = mobile.measures.find((m) => m.id === 'indoor_4g') ?? mobile.measures[0]!;
  const area = mobile.area?.name ?? mobile.area?.code ?? 'the local authority';
  const period = mobile.provenance ? `; Ofcom, ${headlinePeriod(mobile.provenance.asOf, today)}` : '';
  const what = measure.label.charAt(0).toLowerCase() + measure.label.slice(1);
  return `Predicted good ${what} from at least one network at ${formatPercentFigure(measure.anyNetworkPct)} of premises across ${area}, from all four networks at ${formatPercentFigure(measure.allNetworksPct)} (an authority-wide figure, not this postcode’s${period}).`;
}
