/**
 * The local outbox: every email the product would send is written to `<dir>` as
 * `<time>-<slug>.json` (to, subject, html, text, createdAt) plus an `.html` copy a developer can
 * open in a browser. Used instead of a mail server locally and in tests: the email adapter's
 * `outbox` mode writes here, and so does the local backend for its auth emails (it may import
 * functions/_shared; functions never import server/).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface OutboxEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Writes the email and returns the path of its JSON file. */
export async function writeOutboxEmail(dir: string, email: OutboxEmail): Promise<string> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date().toISOString();
  const slug =
    email.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'email';
  const base = `${createdAt.replace(/[:.]/g, '-')}-${slug}-${randomBytes(3).toString('hex')}`;
  const jsonPath = join(dir, `${base}.json`);
  await writeFile(jsonPath, JSON.stringify({ ...email, createdAt }, null, 2));
  await writeFile(join(dir, `${base}.html`), email.html);
  return jsonPath;
}
