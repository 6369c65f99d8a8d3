/** The product's name and fixed identity, shown in titles, headers and emails. */
export const BRAND = {
  name: 'Brickstack',
  legalName: 'Brickstack Ltd',
  tagline: 'UK property data, calculators and valuations',
  supportEmail: 'support@brickstack.co.uk',
} as const;
