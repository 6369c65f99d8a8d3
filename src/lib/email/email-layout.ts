import { BRAND } from '../site/brand.ts';
import type { EmailMessage } from './email-message.ts';
import { escapeHtml } from './escape-html.ts';

export interface EmailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one button of the email. */
  action: { label: string; href: string };
  /** The small print under the button. */
  footer: string;
  /** The footer as HTML, when it holds a link; defaults to the escaped `footer`. */
  footerHtml?: string;
}

/** Every product email in one frame: greeting, paragraphs, one button, small print (text and HTML). */
export function emailLayout(content: EmailContent): EmailMessage {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${content.action.href}`,
    '',
    content.footer,
    '',
    BRAND.legalName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
  <body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
      <p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(content.greeting)}</p>
      ${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:24px;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n      ')}
      <p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
      <p style="font-size:14px;line-height:20px;color:#57534e;margin:0">${content.footerHtml ?? escapeHtml(content.footer)}</p>
      <p style="font-size:12px;line-height:18px;color:#78716c;margin:24px 0 0">${escapeHtml(BRAND.legalName)}</p>
    </div>
  </body>
</html>
`;
  return { to: content.to, subject: content.subject, html, text };
}
