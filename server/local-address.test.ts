import { describe, expect, it } from 'vitest';
import { applyLocalAddresses, backendPort, exposureProblem, isLoopbackHost, listenHost } from './local-address.ts';
import { DEFAULT_JWT_SECRET } from './supabase/keys.ts';

describe('local addresses', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('tells loopback addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('puts the backend at PORT + 50000 unless SUPABASE_PORT is set, PORT + 1 near the top', () => {
    expect(backendPort({})).toBe(54321);
    expect(backendPort({ PORT: '5000', SUPABASE_PORT: '' })).toBe(55000);
    expect(backendPort({ PORT: '20000' })).toBe(20001);
    expect(backendPort({ PORT: '5000', SUPABASE_PORT: '6000' })).toBe(6000);
  });

  it('fills the backend port and URLs that are unset, from PORT, and keeps the ones set', () => {
    const env: Record<string, string | undefined> = { PORT: '5000', PUBLIC_SUPABASE_URL: '', SUPABASE_URL: '' };
    applyLocalAddresses(env);
    expect(env).toMatchObject({
      SUPABASE_PORT: '55000',
      PUBLIC_SUPABASE_URL: 'http://localhost:55000',
      SUPABASE_URL: 'http://localhost:55000',
    });
    const real = { PORT: '5000', PUBLIC_SUPABASE_URL: 'https://x.supabase.co', SUPABASE_URL: 'https://x.supabase.co' };
    applyLocalAddresses(real);
    expect(real.PUBLIC_SUPABASE_URL).toBe('https://x.supabase.co');
  });
});

describe('exposureProblem', () => {
  const npmStart = {
    LOCAL_SITE_URL: 'http://localhost:4321',
    PUBLIC_SUPABASE_URL: 'http://localhost:54321',
    SUPABASE_URL: 'http://localhost:54321',
    SUPABASE_JWT_SECRET: DEFAULT_JWT_SECRET,
  };

  it('lets the local defaults run on loopback', () => {
    expect(exposureProblem('127.0.0.1', npmStart)).toBeNull();
  });

  it('refuses them off loopback, naming the test checkout and the published secret', () => {
    const problem = exposureProblem('0.0.0.0', npmStart);
    expect(problem).toContain('local test checkout');
    expect(problem).toContain('SUPABASE_JWT_SECRET');
  });

  it('allows another address once real keys are configured', () => {
    expect(
      exposureProblem('0.0.0.0', {
        ...npmStart,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SUPABASE_JWT_SECRET: 'a-secret-of-my-own-with-enough-characters',
      }),
    ).toBeNull();
    expect(exposureProblem('0.0.0.0', { ...npmStart, BILLING_MODE: 'off' })).toContain('SUPABASE_JWT_SECRET');
  });
});
