import { describe, expect, it } from 'vitest';
import { decideBillingMode, isLoopbackUrl, localModeRefusal } from './billing-mode.ts';

/** What `npm start` runs with: .env.example plus the runner's own LOCAL_SITE_URL. */
const NPM_START = {
  SITE_URL: 'https://brickstack.co.uk',
  LOCAL_SITE_URL: 'http://localhost:4321',
  SUPABASE_URL: 'http://localhost:54321',
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5544/postgres',
};

const SUPPLIER = { VAT_NUMBER: 'GB123456789', SUPPLIER_ADDRESS: '1 Example Street|Sale' };

describe('decideBillingMode', () => {
  it('runs the local test checkout for npm start (site and backend on this machine, no keys)', () => {
    expect(decideBillingMode(NPM_START)).toEqual({ mode: 'local', refusal: null, forcedLocalRefused: false });
  });

  it('uses Stripe whenever a secret key is set', () => {
    expect(decideBillingMode({ ...NPM_START, STRIPE_SECRET_KEY: 'sk_live_x', ...SUPPLIER }).mode).toBe('stripe');
  });

  it('is off, not local, when the site URL is a real domain even with a loopback backend', () => {
    const decision = decideBillingMode({ SITE_URL: 'https://brickstack.co.uk', SUPABASE_URL: 'http://localhost:54321' });
    expect(decision.mode).toBe('off');
    expect(decision.refusal).toContain('the site URL https://brickstack.co.uk is not on this machine');
  });

  it.each([
    ['NETLIFY', 'true', 'NETLIFY is set'],
    ['CONTEXT', 'production', 'CONTEXT is "production"'],
    ['SITE_ID', 'abc', 'SITE_ID is set'],
    ['URL', 'https://brickstack.netlify.app', 'URL is https://brickstack.netlify.app'],
    ['AWS_LAMBDA_FUNCTION_NAME', 'billing', 'AWS_LAMBDA_FUNCTION_NAME is set'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_live', 'STRIPE_WEBHOOK_SECRET is set'],
    ['SUPABASE_URL', 'https://abc.supabase.co', 'SUPABASE_URL is https://abc.supabase.co'],
    ['DATABASE_URL', 'postgres://u:p@db.abc.supabase.co:5432/postgres', 'DATABASE_URL points at another machine'],
  ])('refuses local mode on a loopback site URL when %s says this is a deployment', (name, value, reason) => {
    const env = { ...NPM_START, [name]: value };
    expect(decideBillingMode(env).mode).toBe('off');
    expect(localModeRefusal(env)).toContain(reason);
  });

  it('treats netlify dev (CONTEXT=dev) on localhost as a developer machine', () => {
    expect(decideBillingMode({ ...NPM_START, CONTEXT: 'dev' }).mode).toBe('local');
  });

  it('refuses BILLING_MODE=local forced on a public site, with the reason', () => {
    const decision = decideBillingMode({ BILLING_MODE: 'local', SITE_URL: 'https://brickstack.co.uk' });
    expect(decision).toMatchObject({ mode: 'off', forcedLocalRefused: true });
    expect(decision.refusal).toMatch(
      /^BILLING_MODE=local was refused\. The local test checkout only runs on a developer's machine/,
    );
  });

  it('honours BILLING_MODE=local on this machine, and BILLING_MODE=off or stripe anywhere', () => {
    expect(decideBillingMode({ ...NPM_START, BILLING_MODE: 'local' }).mode).toBe('local');
    expect(decideBillingMode({ ...NPM_START, BILLING_MODE: 'off' }).mode).toBe('off');
    expect(decideBillingMode({ SITE_URL: 'https://brickstack.co.uk', BILLING_MODE: 'stripe', ...SUPPLIER }).mode).toBe('stripe');
  });

  it('needs a site URL at all before it runs locally', () => {
    expect(decideBillingMode({ SUPABASE_URL: 'http://localhost:54321' }).refusal).toContain(
      'neither LOCAL_SITE_URL nor SITE_URL is set',
    );
  });
});

describe('isLoopbackUrl', () => {
  it('knows the loopback names and refuses look-alikes', () => {
    for (const url of ['http://localhost:4321', 'http://127.0.0.1', 'http://[::1]:8080']) expect(isLoopbackUrl(url)).toBe(true);
    for (const url of ['http://localhost.evil.com', 'https://brickstack.co.uk', 'not a url', undefined]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});

describe('Stripe mode without the supplier details a VAT invoice needs', () => {
  it('is refused (billing off) with an operator message naming what to set', () => {
    const decision = decideBillingMode({
      SITE_URL: 'https://brickstack.co.uk',
      STRIPE_SECRET_KEY: 'sk_live_x',
      VAT_NUMBER: 'GB1',
    });
    expect(decision).toMatchObject({ mode: 'off', stripeRefused: true });
    expect(decision.refusal).toContain('SUPPLIER_ADDRESS');
    expect(decision.refusal).not.toContain('VAT_NUMBER (');
    expect(decideBillingMode({ BILLING_MODE: 'stripe' }).refusal).toContain('VAT_NUMBER');
  });
});
