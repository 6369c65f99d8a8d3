/** Every importer, in load order. A file is handled by the first importer whose `matches` accepts it. */
import type { Importer } from './lib/importer.ts';
import { burglaryPointsImporter, monthlyCrimeCountsImporter, streetCrimeImporter } from './importers/crime.ts';
import { councilTaxImporter } from './importers/council-tax.ts';
import { epcCertificatesImporter } from './importers/epc.ts';
import { gssNamesImporter, ladItlImporter, lsoaLookupImporter } from './importers/geography.ts';
import { ofcomFixedCoverageImporter, ofcomFixedSpeedsImporter, ofcomMobileAuthorityImporter } from './importers/ofcom.ts';
import { hpiComparisonImporter, hpiFullFileImporter, wardPricesImporter } from './importers/hpi.ts';
import { nomisClaimantImporter, nomisEarningsImporter, nomisEmploymentImporter } from './importers/nomis.ts';
import { deprivationImporter, populationImporter } from './importers/population-deprivation.ts';
import { latLongImporter, nsplImporter, onspdDerivedImporter } from './importers/postcodes.ts';
import { pricePaidBulkImporter, pricePaidReportImporter } from './importers/price-paid.ts';
import { giasDerivedImporter, giasImporter } from './importers/schools.ts';
import {
  affordabilityImporter,
  broadbandWardImporter,
  claimantImporter,
  earningsImporter,
  employmentImporter,
  epcLodgementsImporter,
  gvaImporter,
  voaBandsImporter,
} from './importers/tidy-indicators.ts';

export const IMPORTERS: Importer[] = [
  gssNamesImporter,
  ladItlImporter,
  lsoaLookupImporter,
  onspdDerivedImporter,
  nsplImporter,
  latLongImporter,
  streetCrimeImporter,
  burglaryPointsImporter,
  monthlyCrimeCountsImporter,
  giasImporter,
  giasDerivedImporter,
  epcCertificatesImporter,
  epcLodgementsImporter,
  broadbandWardImporter,
  ofcomFixedSpeedsImporter,
  ofcomFixedCoverageImporter,
  ofcomMobileAuthorityImporter,
  pricePaidBulkImporter,
  pricePaidReportImporter,
  hpiComparisonImporter,
  hpiFullFileImporter,
  wardPricesImporter,
  populationImporter,
  deprivationImporter,
  earningsImporter,
  employmentImporter,
  claimantImporter,
  nomisClaimantImporter,
  nomisEarningsImporter,
  nomisEmploymentImporter,
  gvaImporter,
  affordabilityImporter,
  voaBandsImporter,
  councilTaxImporter,
];
