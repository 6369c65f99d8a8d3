/**
 * HMO rules in England used to annualise costs and check rooms. Sources:
 * - Housing Act 2004 s68(4): an HMO licence lasts no more than 5 years. https://www.legislation.gov.uk/ukpga/2004/34/section/68
 * - Licensing of Houses in Multiple Occupation (Prescribed Description) (England) Order 2018 (SI 2018/221): mandatory
 *   licensing for 5 or more people forming 2 or more households, from 1 October 2018.
 *   https://www.legislation.gov.uk/uksi/2018/221/contents/made
 * - Licensing of HMOs and Other Houses (Miscellaneous Provisions and Prescribed Description) (England) Regulations 2018
 *   (SI 2018/616): minimum sleeping-room sizes 6.51 m² for one person over 10, 10.22 m² for two.
 *   https://www.legislation.gov.uk/uksi/2018/616/contents/made
 * - Gas Safety (Installation and Use) Regulations 1998 reg 36: annual gas safety check.
 * - Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020: inspection at least every 5 years.
 * Wales, Scotland and Northern Ireland license HMOs under their own laws; councils may add additional licensing.
 */
export const HMO_RULES = {
  effectiveFrom: '2018-10-01',
  maxLicenceYears: 5,
  mandatoryLicenceOccupants: 5,
  mandatoryLicenceHouseholds: 2,
  minRoomOneAdultM2: 6.51,
  minRoomTwoAdultsM2: 10.22,
  gasSafetyEveryYears: 1,
  electricalInspectionEveryYears: 5,
  verifiedOn: '2026-11-22',
  sources: [
    { label: 'Housing Act 2004, section 68', url: 'https://www.legislation.gov.uk/ukpga/2004/34/section/68' },
    {
      label: 'SI 2018/221 Prescribed Description (England) Order 2018',
      url: 'https://www.legislation.gov.uk/uksi/2018/221/contents/made',
    },
    { label: 'SI 2018/616 (room sizes)', url: 'https://www.legislation.gov.uk/uksi/2018/616/contents/made' },
    {
      label: 'GOV.UK: Electrical safety standards in the private rented sector',
      url: 'https://www.gov.uk/government/publications/electrical-safety-standards-in-the-private-rented-sector-guidance-for-landlords-tenants-and-local-authorities',
    },
  ],
} as const;
