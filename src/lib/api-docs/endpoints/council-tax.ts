import type { ApiEndpointDoc } from '../types.ts';
import { DATA_SOURCES } from '../sources.ts';

/** England's band ratios to Band D (Local Government Finance Act 1992, s.5), as ninths. */
export const ENGLAND_BAND_NINTHS = { A: 6, B: 7, C: 8, D: 9, E: 11, F: 13, G: 15, H: 18 } as const;

/** Trafford's 2023-24 area Band D (average incl. major and parish precepts), DLUHC Council Tax levels table, line 17. */
const TRAFFORD_AREA_BAND_D_2023_24 = 1878.08;

function bandCharges(bandD: number) {
  return Object.entries(ENGLAND_BAND_NINTHS).map(([band, ninths]) => ({
    band,
    ratio_to_band_d: `${ninths}/9`,
    charge_gbp: Math.round((bandD * ninths * 100) / 9) / 100,
  }));
}

export const COUNCIL_TAX_ENDPOINT: ApiEndpointDoc = {
  slug: 'council-tax',
  name: 'Council tax',
  method: 'GET',
  path: '/council-tax',
  summary:
    'The council tax a home pays in each band for the local authority that covers a postcode, with the financial year and the published source.',
  useCases: [
    'Landlords and investors adding running costs to a deal appraisal',
    'Portals and agents showing council tax charges on a listing',
    'Lenders and affordability tools that need a realistic monthly outgoing',
  ],
  params: [
    {
      name: 'postcode',
      in: 'query',
      type: 'string',
      required: true,
      description: 'A full UK postcode, any case, with or without the space.',
      example: 'M32 0TH',
    },
  ],
  exampleResponse: {
    postcode: 'M32 0TH',
    local_authority: { code: 'E08000009', name: 'Trafford' },
    financial_year: '2023-24',
    area_band_d_gbp: TRAFFORD_AREA_BAND_D_2023_24,
    bands: bandCharges(TRAFFORD_AREA_BAND_D_2023_24),
    source: {
      name: DATA_SOURCES.councilTax.name,
      publisher: DATA_SOURCES.councilTax.publisher,
      licence: DATA_SOURCES.councilTax.licence,
    },
  },
  exampleNote:
    'Real published figures: Trafford’s 2023-24 average Band D for the area (including police, fire and combined-authority precepts) from the DLUHC Council Tax levels table, with the other bands derived by the statutory ratios. The API returns the latest year it holds.',
  fields: [
    { name: 'local_authority.code', type: 'string', description: 'ONS code of the billing authority (E06…, E07…, E08…, E09…).' },
    { name: 'financial_year', type: 'string', description: 'The year the charges apply to, April to March.' },
    {
      name: 'area_band_d_gbp',
      type: 'number',
      description: 'Average Band D charge for the area, including major precepts and the average parish precept.',
    },
    { name: 'bands[].band', type: 'string', description: 'Council tax band, A to H in England.' },
    { name: 'bands[].ratio_to_band_d', type: 'string', description: 'The statutory ratio of this band to Band D.' },
    {
      name: 'bands[].charge_gbp',
      type: 'number',
      description: 'Yearly charge for the band before any discount or reduction, rounded to the penny.',
    },
  ],
  creditCost: 1,
  sources: [DATA_SOURCES.councilTax, DATA_SOURCES.postcodes],
  caveats: [
    'The API gives the charge for each band, not the band of a particular home: the Valuation Office Agency sets that, and you can check it on GOV.UK.',
    'Charges are area averages: a home in a parish with its own precept pays slightly more or less.',
    'Discounts (such as the 25% single person discount) and council tax reduction are not applied.',
    'England only for now. Wales uses bands A to I on 2003 values, Scotland sets its own charges, and Northern Ireland has domestic rates instead of council tax.',
  ],
  relatedTools: ['/economic-data', '/authorities', '/rental-yield-calculator'],
};
