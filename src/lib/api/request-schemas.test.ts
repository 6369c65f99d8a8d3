import { describe, expect, it } from 'vitest';
import { parseWithSchema } from './field-errors.ts';
import { deductCreditBody, trialUpgradeEmailBody, validateChallengeBody } from './request-schemas.ts';
import { CREDIT_SERVICES } from './credit-services.ts';

describe('request schemas', () => {
  it('accept well-formed bodies', () => {
    expect(parseWithSchema(validateChallengeBody, { challenge: 'Finding deals' })).toEqual({
      ok: true,
      value: { challenge: 'Finding deals' },
    });
    expect(parseWithSchema(deductCreditBody, { service: 'postcode-crime' })).toEqual({
      ok: true,
      value: { service: 'postcode-crime' },
    });
    const id = '0b7e2a52-6f6d-4c1d-9c3e-1f0c2a4b5d6e';
    expect(parseWithSchema(trialUpgradeEmailBody, { userId: id, email: 'a@b.co' }).ok).toBe(true);
  });

  it.each([
    [validateChallengeBody, { challenge: 5 }, 'challenge'],
    [validateChallengeBody, { challenge: 'x'.repeat(4001) }, 'challenge'],
    [validateChallengeBody, [], 'body'],
    [deductCreditBody, { service: 'free-money' }, 'service'],
    [deductCreditBody, {}, 'service'],
    [trialUpgradeEmailBody, { userId: 'me', email: 'a@b.co' }, 'userId'],
    [trialUpgradeEmailBody, { userId: '0b7e2a52-6f6d-4c1d-9c3e-1f0c2a4b5d6e', email: 'nope' }, 'email'],
  ])('refuse bad input with a message for the field', (schema, input, field) => {
    const parsed = parseWithSchema(schema as typeof validateChallengeBody, input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[field]).toMatch(/\w/);
  });

  it('lists unique, lower-case services', () => {
    expect(new Set(CREDIT_SERVICES).size).toBe(CREDIT_SERVICES.length);
    for (const service of CREDIT_SERVICES) expect(service).toMatch(/^[a-z][a-z-]+$/);
  });
});
