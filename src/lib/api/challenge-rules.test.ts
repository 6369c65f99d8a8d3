import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHALLENGE_MAX_LENGTH, CHALLENGE_REASONS, validateChallengeText, type ChallengeRejection } from './challenge-rules.ts';

const accepted = [
  'Finding good buy to let deals in Manchester',
  'Understanding whether prices in my area are going up or down',
  'I need reliable crime and school data for my clients',
  'Working out rental yields before I make an offer',
  'We want to integrate EPC data into our CRM',
  'Due diligence on an HMO in Leeds',
  'Buying my first home with a 10% deposit of £25,000',
  'Selling my flat in Penistone at the right price',
  'Is the BRRR strategy viable in Scunthorpe?',
  'Comparing sold prices on my street with the asking price',
  'Sourcing below market value property for investors',
  'Refinancing my portfolio as interest rates rise',
  'Help with stamp duty when buying a second property in 2025',
];

const rejected: [string, ChallengeRejection][] = [
  ['', 'empty'],
  ['     ', 'empty'],
  ['\u200b\u200b', 'empty'],
  ['HMOs', 'too_short'],
  ['investing', 'too_short'],
  ['a'.repeat(CHALLENGE_MAX_LENGTH + 1), 'too_long'],
  ['Email me at jane.doe@example.co.uk about houses', 'contains_email'],
  ['Check out https://example.com for property deals', 'contains_link'],
  ['Visit www.my-deals.co.uk for property deals', 'contains_link'],
  ['Best property deals on rightmove.co.uk', 'contains_link'],
  ['Call me on 07700 900123 about my house', 'contains_phone'],
  ['Ring +44 20 7946 0958 about the property', 'contains_phone'],
  ['This fucking property market is awful', 'abusive'],
  ['my landlord is a b1tch honestly', 'abusive'],
  ['asdfgh jkl property', 'gibberish'],
  ['qwerty qwerty house', 'gibberish'],
  ['sdkjfhs kjhsdfk property', 'gibberish'],
  ['aaaaaaa bbbbbbb property', 'gibberish'],
  ['house house house house house', 'gibberish'],
  ['!!!! ???? ####### ~~~~ buying houses', 'gibberish'],
  ['I like to bake sourdough bread at weekends', 'off_topic'],
  ['What is the weather like tomorrow', 'off_topic'],
];

describe('validateChallengeText', () => {
  it.each(accepted)('accepts %j', (text) => {
    expect(validateChallengeText(text)).toEqual({ valid: true, reason: '', code: 'ok' });
  });

  it.each(rejected)('rejects %j as %s with a reason saying what to change', (text, code) => {
    const verdict = validateChallengeText(text);
    expect(verdict.valid).toBe(false);
    expect(verdict.code).toBe(code);
    expect(verdict.reason).toBe(CHALLENGE_REASONS[code]);
  });

  it('does not read prices, years and percentages as phone numbers', () => {
    expect(validateChallengeText('Budget £250,000 to £300,000 in 2025, yield above 7%').valid).toBe(true);
  });

  it('judges the trimmed text, so padding does not change the verdict', () => {
    expect(validateChallengeText('   Finding property deals   ')).toEqual(validateChallengeText('Finding property deals'));
  });

  it('never throws and always gives a reason when invalid, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 700 }), (text) => {
        const verdict = validateChallengeText(text);
        return verdict.valid ? verdict.reason === '' : verdict.reason.length > 0;
      }),
      { numRuns: 500 },
    );
  });
});
