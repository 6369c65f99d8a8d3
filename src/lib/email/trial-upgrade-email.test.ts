import { describe, expect, it } from 'vitest';
import { trialUpgradeEmail } from './trial-upgrade-email.ts';
import { escapeHtml } from './escape-html.ts';

describe('trialUpgradeEmail', () => {
  it('builds matching HTML and text versions with the billing link and trial end', () => {
    const email = trialUpgradeEmail({
      to: 'amy@example.com',
      firstName: 'Amy',
      siteUrl: 'https://brickstack.co.uk/',
      trialEnd: '2025-07-02T12:00:00Z',
    });
    expect(email.to).toBe('amy@example.com');
    expect(email.subject).toBe('You have used all your Brickstack trial credits');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Hi Amy,');
      expect(body).toContain('https://brickstack.co.uk/billing');
      expect(body).toContain('2 July 2025');
    }
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('falls back to a neutral greeting and "your trial end date"', () => {
    const email = trialUpgradeEmail({ to: 'x@example.com', siteUrl: 'http://localhost:4321', trialEnd: null });
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain('until your trial end date');
  });

  it('greets nobody by a "name" that is markup or a message, so a profile cannot inject HTML or text', () => {
    const email = trialUpgradeEmail({
      to: 'x@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      siteUrl: 'https://brickstack.co.uk',
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain(escapeHtml('<img src=x onerror=alert(1)>'));
    expect(email.text).toMatch(/^Hello,/m);
  });

  it('escapes the apostrophe of a real name in the HTML part', () => {
    const email = trialUpgradeEmail({ to: 'x@example.com', firstName: "Siân O'Brien", siteUrl: 'https://brickstack.co.uk' });
    expect(email.html).toContain(escapeHtml("Siân O'Brien"));
    expect(email.text).toContain("Hi Siân O'Brien,");
  });
});
