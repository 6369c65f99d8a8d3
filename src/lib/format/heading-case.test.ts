import { describe, expect, it } from 'vitest';
import { sentenceCase } from './heading-case.ts';

const isSentenceCase = (text: string) => sentenceCase(text, [], { keepSentenceStarts: true }) === text;

describe('sentence case headings', () => {
  it.each([
    ['Interest-Only Mortgage Calculator', 'Interest-only mortgage calculator'],
    ['Capital Gains Tax on UK Property Calculator', 'Capital Gains Tax on UK property calculator'],
    ['Help to Buy ISA Calculator', 'Help to Buy ISA calculator'],
    ['BRRR and Flip Calculator', 'BRRR and flip calculator'],
    ['AI Virtual Staging UK', 'AI virtual staging UK'],
    ['Your Profile', 'Your profile'],
    ['Property Valuation API', 'Property valuation API'],
    [
      'Stamp duty calculator for England, Northern Ireland, Scotland and Wales',
      'Stamp duty calculator for England, Northern Ireland, Scotland and Wales',
    ],
    ['Crime in M33 2AU', 'Crime in M33 2AU'],
    ['VS Code (GitHub Copilot agent mode)', 'VS Code (GitHub Copilot agent mode)'],
    ['Claude Desktop', 'Claude Desktop'],
  ])('%s → %s', (title, expected) => {
    expect(sentenceCase(title)).toBe(expected);
    expect(isSentenceCase(expected)).toBe(true);
  });

  it('spots title case', () => {
    expect(isSentenceCase('Recent Credit Activity')).toBe(false);
    expect(isSentenceCase('Your Tools')).toBe(false);
    expect(isSentenceCase('What is Section 24?')).toBe(true);
    expect(isSentenceCase('Oh no! Page not found')).toBe(true);
    expect(isSentenceCase('Get Information About Schools (with Ofsted ratings) — Department for Education')).toBe(true);
  });
});

describe('the route registry', () => {
  it('gives every page a sentence-case heading', async () => {
    const { ROUTES, headingOf } = await import('../routes/registry.ts');
    const title = ROUTES.map((route) => headingOf(route)).filter((heading) => !isSentenceCase(heading));
    expect(title).toEqual([]);
  });
});
