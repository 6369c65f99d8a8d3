import { describe, expect, it } from 'vitest';
import { contactBody, contactReference } from './contact-form.ts';

describe('contact form rules', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactBody.safeParse({
      name: ' Nia ',
      email: 'nia@example.com',
      topic: 'Data',
      message: '  The M33 crime figure looks wrong.  ',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ name: 'Nia', message: 'The M33 crime figure looks wrong.' });
  });

  it('says what is wrong with each field', () => {
    const parsed = contactBody.safeParse({ name: '', email: 'nope', topic: 'Gossip', message: 'hi' });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => i.message);
    expect(messages).toContain('Enter your name.');
    expect(messages).toContain('Enter your email address, such as name@example.com, so we can reply.');
    expect(messages).toContain('Choose what your message is about.');
    expect(messages).toContain('Tell us a little more: at least 10 characters.');
  });

  it('makes a reference people can quote', () => {
    expect(contactReference('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('BS-0F1E2D3C');
  });
});
