import { expect, test } from '@playwright/test';

/** The /api functions served by the local runner: routing, JSON answers and the shared error shape. */
test.describe('/api functions through the runner', () => {
  test('validate-challenge answers { valid, reason }', async ({ request }) => {
    const good = await request.post('/api/validate-challenge', { data: { challenge: 'Finding buy to let deals in Leeds' } });
    expect(good.status()).toBe(200);
    expect(await good.json()).toEqual({ valid: true, reason: '' });
    const bad = await request.post('/api/validate-challenge', { data: { challenge: 'Visit www.example.com for property' } });
    expect(await bad.json()).toEqual({
      valid: false,
      reason: 'Please remove links and web addresses and describe it in your own words.',
    });
  });

  test('wrong methods get 405 with the error shape', async ({ request }) => {
    for (const path of ['/api/validate-challenge', '/api/deduct-credit', '/api/trial-upgrade-email', '/api/report-error']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(405);
      expect(response.headers()['allow']).toBe('POST');
      expect(await response.json()).toEqual({
        error: 'method_not_allowed',
        message: 'Use POST for this endpoint.',
        requestId: response.headers()['x-request-id'],
      });
    }
  });

  test('deduct-credit without an API key is 401 "Authentication required"', async ({ request }) => {
    const response = await request.post('/api/deduct-credit', { data: { service: 'postcode-crime' } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      error: 'authentication_required',
      message: 'Authentication required',
      requestId: response.headers()['x-request-id'],
    });
  });

  test('report-error refuses a malformed report with field errors', async ({ request }) => {
    const response = await request.post('/api/report-error', { data: { message: 42 } });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid_body');
    expect(body.fields['message']).toBe('message must be text.');
  });
});
