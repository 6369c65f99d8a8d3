import { describe, expect, it } from 'vitest';
import { isOperator, operatorEmails } from './operator.ts';

const env = { OPERATOR_EMAILS: 'Ops@Example.com, data@example.com' };
const confirmed = '2026-11-01T00:00:00Z';

describe('isOperator', () => {
  it('is true for a confirmed address on the list, in any case', () => {
    expect(isOperator({ email: 'ops@example.com', email_confirmed_at: confirmed }, env)).toBe(true);
    expect(isOperator({ email: 'DATA@example.com', email_confirmed_at: confirmed }, env)).toBe(true);
  });
  it('is false for anyone else, an unconfirmed address, no user or no list', () => {
    expect(isOperator({ email: 'someone@example.com', email_confirmed_at: confirmed }, env)).toBe(false);
    expect(isOperator({ email: 'ops@example.com', email_confirmed_at: null }, env)).toBe(false);
    expect(isOperator(null, env)).toBe(false);
    expect(isOperator({ email: 'ops@example.com', email_confirmed_at: confirmed }, {})).toBe(false);
  });
  it('reads a list separated by commas, spaces or semicolons and ignores junk', () => {
    expect([...operatorEmails({ OPERATOR_EMAILS: 'a@x.io; b@x.io c@x.io,,nope' })]).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });
});
