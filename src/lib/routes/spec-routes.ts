/**
 * The routes SPEC §2 names, copied verbatim so a test can prove the registry covers them all.
 * Dynamic routes ({slug}, {location}…) are listed in SPEC_DYNAMIC_ROUTES.
 */
export const SPEC_STATIC_ROUTES = [
  '/', '/about', '/blog', '/changelog', '/contact', '/terms', '/privacy-policy', '/pricing', '/success', '/login',
  '/reset-password', '/profile', '/billing', '/dashboard', '/newdeal', '/valuation', '/instantpropertyvaluation',
  '/property-deal-analyser', '/notion-property-deal-analyser', '/docs/getting-started', '/api-hub',
  '/onboarding', '/local-data', '/ai-staging',
  '/api-docs/council-tax', '/api-docs/crime-statistics', '/api-docs/epc', '/api-docs/house-valuation',
  '/api-docs/property-valuation', '/api-docs/stamp-duty-land-tax',
  '/ai-bedroom-design', '/ai-garden-design', '/ai-home-design', '/ai-interior-design', '/ai-kitchen-design',
  '/ai-landscape-design', '/ai-living-room-design', '/ai-room-designer', '/ai-room-planner',
  '/ai-virtual-property-staging', '/ai-virtual-staging-UK', '/virtual-staging-real-estate',
  '/areas', '/authorities', '/postcodes', '/postcode-data', '/postcode-crime-check', '/crime-rates', '/economic-data',
  '/epc-search', '/epc-register-search', '/check-property-age', '/broadband-speed-checker-postcode',
  '/mobile-signal-checker', '/content/schools', '/find-a-school', '/schools',
  '/calculators', '/brrr-flip-calculator', '/buy-to-let-flip-calculator', '/capital-gains-tax-uk-property-calculator',
  '/development-building-cost-calculator', '/estate-agent-fee-calculator', '/help-to-buy-isa-calculator',
  '/hmo-calculator', '/home-equity-calculator', '/interest-only-mortgage-calculator',
  '/mortgage-affordability-calculator', '/mortgage-overpayment-calculator', '/mortgage-repayment-calculator',
  '/rent-vs-buy-calculator', '/rental-yield-calculator', '/stampdutycalculator',
  '/property-development-course', '/property-finance-course', '/property-flipping-course',
  '/property-investing-course', '/property-investment-course', '/property-investment-short-course',
  '/property-training-course',
] as const;

export const SPEC_DYNAMIC_ROUTES = [
  '/blog/{slug}',
  '/crime-rates/{location}',
  '/location/area/{area}',
  '/location/authority/{authority}',
  '/location/postcode/{postcode}',
  '/schools/{name}',
  '/schools/best-{type}-schools-in-{location}',
] as const;

/** SPEC §2 "Redirects", expanded (the "-hsbc, -nationwide, -uk" shorthand written out). */
export const SPEC_REDIRECTS: Record<string, string> = {
  '/buy-to-let-mortgage-repayment-calculator-uk': '/mortgage-repayment-calculator',
  '/monthly-mortgage-payment-calculator': '/mortgage-repayment-calculator',
  '/mortgage-interest-calculator': '/mortgage-repayment-calculator',
  '/mortgage-interest-rate-calculator-uk': '/mortgage-repayment-calculator',
  '/mortgage-interest-rate-calculator': '/mortgage-repayment-calculator',
  '/mortgage-repayment-calculator-uk': '/mortgage-repayment-calculator',
  '/mortgage-term-calculator': '/mortgage-repayment-calculator',
  '/mortgage-calculator-with-overpayment': '/mortgage-overpayment-calculator',
  '/mortgage-early-repayment-calculator': '/mortgage-overpayment-calculator',
  '/mortgage-overpayment-calculator-halifax': '/mortgage-overpayment-calculator',
  '/mortgage-overpayment-calculator-hsbc': '/mortgage-overpayment-calculator',
  '/mortgage-overpayment-calculator-nationwide': '/mortgage-overpayment-calculator',
  '/mortgage-overpayment-calculator-uk': '/mortgage-overpayment-calculator',
  '/mortgage-reduction-calculator': '/mortgage-overpayment-calculator',
  '/uk-mortgage-overpayment-calculator': '/mortgage-overpayment-calculator',
  '/how-much-mortgage-can-i-afford-uk': '/mortgage-affordability-calculator',
};
