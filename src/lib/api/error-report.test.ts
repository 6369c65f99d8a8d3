import { describe, expect, it } from 'vitest';
import { parseWithSchema } from './field-errors.ts';
import { REPORT_LIMITS, reportErrorBody, toErrorReportRow } from './error-report.ts';
import { formatErrorReportMessage } from './telegram-message.ts';

const full = {
  error: 'TypeError',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at a (https://brickstack.co.uk/_astro/a.js:1:1)',
  url: 'https://brickstack.co.uk/dashboard#access_token=abcdefghijk',
  path: '/dashboard',
  distinctId: 'anon-123',
  details: {
    browser: 'Chrome 130',
    os: 'macOS',
    screen: '1440x900',
    viewport: '1200x800',
    extra: 'dropped',
    consoleArgs: ['a', 'b', 'c', 'd', 'e', 'f'],
  },
  timestamp: '2025-06-01T10:00:00.000Z',
  type: 'client',
};

describe('reportErrorBody', () => {
  it('accepts a full error report and maps it to a scrubbed row', () => {
    const parsed = parseWithSchema(reportErrorBody, full);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const row = toErrorReportRow(parsed.value);
    expect(row).toEqual({
      error: 'TypeError',
      message: 'x is undefined',
      stack: full.stack,
      url: 'https://brickstack.co.uk/dashboard#access_token=[redacted]',
      path: '/dashboard',
      distinct_id: 'anon-123',
      details: {
        browser: 'Chrome 130',
        os: 'macOS',
        screen: '1440x900',
        viewport: '1200x800',
        consoleArgs: ['a', 'b', 'c', 'd', 'e'],
      },
      type: 'client',
      client_timestamp: '2025-06-01T10:00:00.000Z',
    });
  });

  it('cuts over-long text to the caps instead of refusing the report', () => {
    const parsed = parseWithSchema(reportErrorBody, { message: 'm'.repeat(10_000), stack: 's '.repeat(10_000) });
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsed.value.message).toHaveLength(REPORT_LIMITS.message);
    expect(parsed.value.stack).toHaveLength(REPORT_LIMITS.stack);
  });

  it.each([
    [null, 'body'],
    [[], 'body'],
    ['text', 'body'],
    [{}, 'message'],
    [{ message: '   ' }, 'message'],
    [{ message: 42 }, 'message'],
    [{ message: 'x', details: 'nope' }, 'details'],
    [{ message: 'x', details: { status: 'x' } }, 'details.status'],
    [{ message: 'x', timestamp: 'yesterday' }, 'timestamp'],
    [{ message: 'x', timestamp: 1e20 }, 'timestamp'],
    [{ message: 'x', type: 'weird' }, 'type'],
  ])('refuses %j with a field error on %s', (input, field) => {
    const parsed = parseWithSchema(reportErrorBody, input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.error)).toContain(field);
  });
});

describe('formatErrorReportMessage', () => {
  it('summarises the report in plain text under the Telegram limit', () => {
    const parsed = parseWithSchema(reportErrorBody, { ...full, stack: 'line\n'.repeat(5000) });
    if (!parsed.ok) throw new Error('expected ok');
    const text = formatErrorReportMessage(toErrorReportRow(parsed.value), 'Brickstack');
    expect(text).toContain('Brickstack client error');
    expect(text).toContain('TypeError: x is undefined');
    expect(text).toContain('Path: /dashboard');
    expect(text).toContain('Browser: Chrome 130 on macOS');
    expect(text.length).toBeLessThan(4096);
  });
});
