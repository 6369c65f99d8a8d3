/**
 * supabase/config.toml is what `supabase db push`/`config push` sends to the real project: public
 * sign-up with the anon key must stay off (accounts come only from /api/signup, which checks the
 * address and limits trials), and email confirmation on. This fails if either is ever switched back.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const config = parse(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8')) as {
  auth: { enable_signup: boolean; email: { enable_signup: boolean; enable_confirmations: boolean } };
};

describe('Supabase Auth configuration', () => {
  it('keeps public sign-up off, in both places the CLI reads it', () => {
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.email.enable_signup).toBe(false);
  });

  it('requires a confirmed mailbox', () => {
    expect(config.auth.email.enable_confirmations).toBe(true);
  });
});
