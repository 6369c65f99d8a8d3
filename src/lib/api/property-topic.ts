import { wordsOf } from './gibberish.ts';

/**
 * Word stems that make a challenge or goal plausibly about property, money or research
 *. A word
 * matches when it starts with a stem, so "invest" covers investing, investor, investment.
 * Deliberately broad: the check only turns away text that is about something else entirely.
 */
export const PROPERTY_STEMS: readonly string[] = [
  // Property and places
  'property properties house housing home flat apartment bungalow cottage maisonette terrace semi detached',
  'room bedroom kitchen garden garage extension loft land plot site building build construct commercial',
  'residential office retail unit area location postcode neighbour neighbor street road town city village',
  'county region local council authorit borough school crime broadband signal transport flood epc energy',
  'survey planning permission freehold leasehold lease title conveyanc solicitor valuat value worth price',
  'pricing comparable sold listing rightmove zoopla onthemarket estate agent auction',
  // Transactions and tenure
  'buy bought purchas sell sale let letting rent rental tenan landlord lodger move moving relocat downsiz',
  'upsiz first-time offer deal negotiat flip brrr hmo btl refurb renovat develop convert conversion',
  'serviced airbnb holiday',
  // Money
  'invest portfolio yield return roi profit income cash money financ mortgage loan lend bridg deposit',
  'equity capital tax stamp sdlt cgt cost fee budget afford saving wealth pension retire insur bank broker',
  'risk growth cashflow remortgag interest repay overpay isa',
  // Research and business
  'market trend research data insight analys analyz analyt statistic report due diligence information',
  'compare comparison assess evaluat estimate forecast demand supply api integrat platform tool app',
  'software website crm proptech client customer buyer seller vendor applicant business company firm agency',
  'lead opportunit source sourcing find search staging interior design',
].flatMap((group) => group.split(' '));

/** True when the text contains at least one word starting with a property or research stem. */
export function mentionsPropertyTopic(text: string): boolean {
  return wordsOf(text).some((word) => {
    const lower = word.toLowerCase();
    return PROPERTY_STEMS.some((stem) => lower.startsWith(stem));
  });
}
