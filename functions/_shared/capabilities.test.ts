import { describe, expect, it } from 'vitest';
import { capabilities, emailMode, operatorNotes, stagingOperatorNote } from './capabilities.ts';

// A fresh clone's settings (.env.example and npm start): every address is this machine.
const LOCAL = {
  SUPABASE_URL: 'http://localhost:54321',
  PUBLIC_SUPABASE_URL: 'http://localhost:54321',
  SITE_URL: 'http://localhost:4321',
  LOCAL_SITE_URL: 'http://localhost:4321',
};

describe('the capability map', () => {
  it('a fresh clone: no image provider, the local test checkout, emails to the outbox', () => {
    expect(capabilities(LOCAL)).toEqual({ stagingGeneration: false, payments: 'local', email: 'outbox' });
  });

  it('a configured production site: staging, Stripe and SMTP', () => {
    expect(
      capabilities({
        SUPABASE_URL: 'https://abc.supabase.co',
        REPLICATE_API_TOKEN: 'r8_x',
        STRIPE_SECRET_KEY: 'sk_live_x',
        VAT_NUMBER: 'GB123456789',
        SUPPLIER_ADDRESS: '1 High Street, Sale, M33 1AA',
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        SMTP_FROM: 'Brickstack <no-reply@example.com>',
      }),
    ).toEqual({ stagingGeneration: true, payments: 'stripe', email: 'smtp' });
  });

  it('takes no payments with Stripe keys but no VAT number or supplier address (no VAT invoice could be issued)', () => {
    expect(capabilities({ SUPABASE_URL: 'https://abc.supabase.co', STRIPE_SECRET_KEY: 'sk_live_x' }).payments).toBe('off');
  });

  it('a deployment without keys takes no payments and sends no email it cannot deliver', () => {
    const env = { SUPABASE_URL: 'https://abc.supabase.co', EMAIL_TRANSPORT: 'smtp' };
    expect(capabilities(env)).toEqual({ stagingGeneration: false, payments: 'off', email: 'off' });
    expect(emailMode({ EMAIL_TRANSPORT: 'carrier-pigeon' })).toBe('off');
  });

  it('an unknown image provider is not a working one', () => {
    expect(capabilities({ ...LOCAL, STAGING_PROVIDER: 'elsewhere', REPLICATE_API_TOKEN: 'r8_x' }).stagingGeneration).toBe(false);
  });

  it('tells operators, and only operators, which settings are missing', () => {
    expect(stagingOperatorNote(LOCAL)).toContain('REPLICATE_API_TOKEN');
    expect(stagingOperatorNote({ ...LOCAL, REPLICATE_API_TOKEN: 'r8_x' })).toBeNull();
    const notes = operatorNotes({ SUPABASE_URL: 'https://abc.supabase.co', EMAIL_TRANSPORT: 'smtp' });
    expect(notes.join('\n')).toMatch(/REPLICATE_API_TOKEN[\s\S]*STRIPE_SECRET_KEY[\s\S]*SMTP_URL/);
  });
});
