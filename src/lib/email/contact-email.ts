import { BRAND } from '../site/brand.ts';
import type { EmailMessage } from './email-message.ts';
import { escapeHtml } from './escape-html.ts';

export interface ContactEmailInput {
  /** The team inbox. */
  to: string;
  reference: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  receivedAt: string;
}

/** A /contact message as it reaches the team inbox: subject "Topic: …" with the reference, the sender and the text. */
export function contactEmail(input: ContactEmailInput): EmailMessage {
  const subject = `${input.topic}: message from ${input.name} (${input.reference})`;
  const text = [
    `${input.topic} message via ${BRAND.name} /contact, reference ${input.reference}`,
    `From: ${input.name} <${input.email}>`,
    `Received: ${input.receivedAt}`,
    '',
    input.message,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827">
<p><strong>${escapeHtml(input.topic)}</strong> message via ${escapeHtml(BRAND.name)} /contact, reference ${escapeHtml(input.reference)}</p>
<p>From: ${escapeHtml(input.name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;<br>Received: ${escapeHtml(input.receivedAt)}</p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(input.message)}</pre>
</body></html>`;
  return { to: input.to, subject, text, html };
}
