/**
 * National figures the postcode scorecard compares a place with: published statistics, dated,
 * with their source. They are reference data typed from the publications, not computed here.
 */
export interface NationalFigure {
  value: number;
  unit: string;
  /** What the figure measures, in plain words. */
  label: string;
  period: string;
  source: string;
  url: string;
}

/**
 * Police recorded crime in England and Wales, year ending June 2016 (4.6 million offences, ONS,
 * 20 October 2016), per 1,000 residents (mid-2015 population 57.9 million), per month: 4.6m ÷
 * 57.9m × 1,000 ÷ 12 = 6.6. Like police.uk street-level crimes without anti-social behaviour.
 */
export const ENGLAND_WALES_CRIME_RATE: NationalFigure = {
  value: 6.6,
  unit: 'crimes per 1,000 residents a month',
  label: 'England and Wales, police recorded crime',
  period: 'year ending June 2016',
  source: 'ONS, Crime in England and Wales: year ending June 2016 (4.6 million offences; mid-2015 population 57.9 million)',
  url: 'https://www.ons.gov.uk/peoplepopulationandcommunity/crimeandjustice/bulletins/crimeinenglandandwales/yearendingjune2016',
};

/** UK median home broadband download speed, measured March 2022 (Ofcom, Home Broadband Performance). */
export const UK_MEDIAN_BROADBAND: NationalFigure = {
  value: 59.4,
  unit: 'Mbit/s',
  label: 'UK median home download speed',
  period: 'March 2022',
  source: 'Ofcom, UK Home Broadband Performance (median download speed 59.4 Mbit/s in March 2022)',
  url: 'https://www.ofcom.org.uk/research-and-data/telecoms-research/broadband-research/home-broadband-performance',
};
