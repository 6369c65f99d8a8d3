import type { DataSourceRef } from './types.ts';

const OGL = 'Open Government Licence v3.0';

/** Official open data the site and the API are built on. Every source is Crown or public-sector data under OGL v3.0. */
export const DATA_SOURCES = {
  pricePaid: {
    name: 'Price Paid Data',
    publisher: 'HM Land Registry',
    licence: OGL,
    url: 'https://www.gov.uk/government/collections/price-paid-data',
  },
  ukHpi: {
    name: 'UK House Price Index',
    publisher: 'HM Land Registry and the Office for National Statistics',
    licence: OGL,
    url: 'https://www.gov.uk/government/collections/uk-house-price-index-reports',
  },
  postcodes: {
    name: 'National Statistics Postcode Lookup',
    publisher: 'Office for National Statistics',
    licence: OGL,
    url: 'https://geoportal.statistics.gov.uk/',
  },
  ons: {
    name: 'Population estimates, earnings (ASHE) and labour market statistics',
    publisher: 'Office for National Statistics',
    licence: OGL,
    url: 'https://www.ons.gov.uk/',
  },
  policeUk: {
    name: 'Street-level crime data',
    publisher: 'police.uk (Home Office)',
    licence: OGL,
    url: 'https://data.police.uk/',
  },
  schools: {
    name: 'Get Information About Schools and Ofsted inspection outcomes',
    publisher: 'Department for Education and Ofsted',
    licence: OGL,
    url: 'https://get-information-schools.service.gov.uk/',
  },
  epc: {
    name: 'Energy Performance of Buildings data (domestic EPCs)',
    publisher: 'Ministry of Housing, Communities and Local Government',
    licence: OGL,
    url: 'https://www.gov.uk/find-energy-certificate',
  },
  ofcom: {
    name: 'Connected Nations broadband and mobile coverage data',
    publisher: 'Ofcom',
    licence: OGL,
    url: 'https://www.ofcom.org.uk/',
  },
  councilTax: {
    name: 'Council Tax levels set by local authorities',
    publisher: 'Ministry of Housing, Communities and Local Government',
    licence: OGL,
    url: 'https://www.gov.uk/government/collections/council-tax-statistics',
  },
  sdltRates: {
    name: 'Stamp Duty Land Tax residential rates',
    publisher: 'HM Revenue & Customs',
    licence: OGL,
    url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
} as const satisfies Record<string, DataSourceRef>;
