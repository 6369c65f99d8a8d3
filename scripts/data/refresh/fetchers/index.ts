/** Every source the refresh fetches, in load order (postcodes before what is placed by postcode). */
import type { Fetcher } from '../fetcher.ts';
import { nsplFetcher } from './ons-postcodes.ts';
import { policeStreetFetcher } from './police.ts';
import { pricePaidMonthlyFetcher, pricePaidYearFetcher } from './price-paid.ts';

export const FETCHERS: Fetcher[] = [nsplFetcher, pricePaidMonthlyFetcher, pricePaidYearFetcher, policeStreetFetcher];
