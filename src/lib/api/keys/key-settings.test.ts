import { describe, expect, it } from 'vitest';
import { formOf, parseKeySettings } from './key-settings.ts';

const IDS = ['postcode', 'crime-statistics', 'stamp-duty', 'account-usage'];

describe('parseKeySettings', () => {
  it('takes a name, every endpoint and no cap', () => {
    expect(parseKeySettings({ label: '  Production   server ', scope: 'all', endpoints: [], cap: '' }, IDS)).toEqual({
      ok: true,
      value: { label: 'Production server', endpoints: null, monthlyCap: null },
    });
  });

  it('keeps chosen endpoints in catalogue order, once each', () => {
    const result = parseKeySettings(
      { label: 'CI', scope: 'chosen', endpoints: ['stamp-duty', 'postcode', 'stamp-duty'], cap: '1,000' },
      IDS,
    );
    expect(result).toEqual({ ok: true, value: { label: 'CI', endpoints: ['postcode', 'stamp-duty'], monthlyCap: 1000 } });
  });

  it('refuses an endpoint id that does not exist, naming it', () => {
    expect(parseKeySettings({ label: 'CI', scope: 'chosen', endpoints: ['postcode', 'house-prices'], cap: '' }, IDS)).toEqual({
      ok: false,
      error: { endpoints: 'There is no endpoint “house-prices”. Choose from the endpoints listed.' },
    });
  });

  it('names every field at fault', () => {
    const result = parseKeySettings({ label: ' ', scope: 'chosen', endpoints: [], cap: '2.5' }, IDS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.error).sort()).toEqual(['cap', 'endpoints', 'label']);
    expect(parseKeySettings({ label: 'x'.repeat(61), scope: 'all', endpoints: [], cap: '0' }, IDS)).toEqual({
      ok: false,
      error: {
        label: 'Use at most 60 characters.',
        cap: 'Enter a whole number of credits from 1 to 1,000,000, or leave it empty for no cap.',
      },
    });
  });

  it('round-trips a stored key through the form', () => {
    const stored = { label: 'CI', endpoints: ['postcode'], monthlyCap: 50 };
    expect(parseKeySettings(formOf(stored), IDS)).toEqual({ ok: true, value: stored });
  });
});
