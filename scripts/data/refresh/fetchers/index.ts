/** Every source the refresh fetches, in load order (postcodes before what is placed by postcode). */
import type { Fetcher } from '../fetcher.ts';
import { giasFetcher } from './gias.ts';
import { nsplFetcher } from './ons-postcodes.ts';
import { policeStreetFetcher } from './police.ts';
import { pricePaidMonthlyFetcher, pricePaidYearFetcher } from './price-paid.ts';
import { councilTaxFetcher } from './council-tax.ts';
import { deprivationFetcher } from './deprivation.ts';
import { epcDomesticFetcher } from './epc.ts';
import { nomisClaimantFetcher, nomisEarningsFetcher, nomisEmploymentFetcher, nomisPopulationFetcher } from './nomis.ts';
import { ofcomFixedFetcher } from './ofcom.ts';
import { ukHpiFetcher } from './uk-hpi.ts';

export const FETCHERS: Fetcher[] = [
  nsplFetcher,
  pricePaidMonthlyFetcher,
  pricePaidYearFetcher,
  policeStreetFetcher,
  giasFetcher,
  ukHpiFetcher,
  nomisClaimantFetcher,
  nomisEarningsFetcher,
  nomisEmploymentFetcher,
  nomisPopulationFetcher,
  epcDomesticFetcher,
  ofcomFixedFetcher,
  councilTaxFetcher,
  deprivationFetcher,
];
