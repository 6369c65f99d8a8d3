import { describe, expect, it } from 'vitest';
import { footerLinks, menuLinks, sidebarLinks } from './navigation.ts';

const hrefs = (links: { href: string }[]) => links.map((l) => l.href);

describe('top navigation', () => {
  it('has the main links with Pricing for signed-out and Dashboard for signed-in visitors', () => {
    const main = menuLinks('main');
    expect(hrefs(main)).toEqual(['/', '/pricing', '/blog', '/property-investment-course', '/api-hub', '/dashboard']);
    expect(main.find((l) => l.href === '/pricing')?.audience).toBe('signed-out');
    expect(main.find((l) => l.href === '/dashboard')?.audience).toBe('signed-in');
  });

  it('lists the Features group in SPEC order', () => {
    expect(hrefs(menuLinks('features'))).toEqual([
      '/ai-virtual-property-staging',
      '/instantpropertyvaluation',
      '/buy-to-let-flip-calculator',
      '/brrr-flip-calculator',
      '/epc-register-search',
      '/notion-property-deal-analyser',
    ]);
  });

  it('lists the Free Tools calculators in SPEC order', () => {
    expect(hrefs(menuLinks('calculators'))).toEqual([
      '/rent-vs-buy-calculator',
      '/mortgage-repayment-calculator',
      '/mortgage-affordability-calculator',
      '/mortgage-overpayment-calculator',
      '/interest-only-mortgage-calculator',
      '/stampdutycalculator',
      '/help-to-buy-isa-calculator',
      '/rental-yield-calculator',
      '/development-building-cost-calculator',
      '/hmo-calculator',
      '/estate-agent-fee-calculator',
      '/home-equity-calculator',
      '/capital-gains-tax-uk-property-calculator',
    ]);
  });

  it('lists the Free Tools data links in SPEC order', () => {
    expect(hrefs(menuLinks('data'))).toEqual([
      '/check-property-age',
      '/epc-search',
      '/postcode-crime-check',
      '/mobile-signal-checker',
      '/broadband-speed-checker-postcode',
      '/schools',
      '/economic-data',
      '/areas',
      '/authorities',
      '/postcodes',
    ]);
  });
});

describe('signed-in sidebar', () => {
  it('has the top group, RESEARCH, EVALUATE and PLAN with their labels in order', () => {
    expect(sidebarLinks('top').map((l) => [l.label, l.href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['AI Virtual Staging', '/ai-staging'],
    ]);
    expect(sidebarLinks('research').map((l) => [l.label, l.href])).toEqual([
      ['Postcode Crime', '/postcode-crime-check'],
      ['Mobile Signal', '/mobile-signal-checker'],
      ['Broadband Speed', '/broadband-speed-checker-postcode'],
      ['Local School Data', '/find-a-school'],
      ['Economic Data', '/economic-data'],
      ['Postcode Data', '/postcode-data'],
      ['Local Area Data', '/local-data'],
    ]);
    expect(sidebarLinks('evaluate').map((l) => [l.label, l.href])).toEqual([
      ['Deal Analyser', '/newdeal'],
      ['Property Valuation', '/valuation'],
    ]);
    expect(sidebarLinks('plan').map((l) => [l.label, l.href])).toEqual([
      ['Stamp Duty Calculator', '/stampdutycalculator'],
      ['Help to Buy ISA Calculator', '/help-to-buy-isa-calculator'],
      ['Rental Yield Calculator', '/rental-yield-calculator'],
      ['Development Building Cost Calculator', '/development-building-cost-calculator'],
      ['HMO Calculator', '/hmo-calculator'],
      ['Buy to Let Calculator', '/buy-to-let-flip-calculator'],
      ['BRRR & Flip Calculator', '/brrr-flip-calculator'],
    ]);
  });
});

describe('footer', () => {
  it('links to about, blog, privacy policy, terms, pricing, changelog and instant valuation', () => {
    const company = hrefs(footerLinks('company'));
    for (const path of ['/about', '/blog', '/privacy-policy', '/terms', '/pricing', '/changelog', '/instantpropertyvaluation']) {
      expect(company).toContain(path);
    }
  });
});
