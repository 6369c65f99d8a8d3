/**
 * Row-level security checks shared by the PGlite and PostgreSQL 15 runs: each acts through
 * asRole (the same path the REST service uses) with a user's JWT claims.
 */
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { asRole } from '../../server/supabase/as-role.ts';

type Ids = { trial: string; active: string; legacy: string };

const claimsFor = (sub: string) => ({ sub, role: 'authenticated' });

async function userIds(db: Database): Promise<Ids> {
  const { rows } = await db.query<{ email: string; id: string }>('select email, id from auth.users');
  const id = (email: string) => rows.find((r) => r.email === email)!.id;
  return { trial: id('trial@brickstack.test'), active: id('active@brickstack.test'), legacy: id('legacy@brickstack.test') };
}

/** Runs fn as a role; resolves to the error's message when it fails. */
async function attempt<T>(db: Database, claims: Record<string, unknown>, fn: (tx: Database) => Promise<T>): Promise<T | string> {
  try {
    return await asRole(db, claims, fn);
  } catch (error) {
    return (error as Error).message;
  }
}

export function rlsSuite(getDb: () => Database): void {
  it('a user reads only their own profile', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const rows = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ user_id: string }>('select user_id from public.profile')).rows,
    );
    expect(rows.map((r) => r.user_id)).toEqual([ids.trial]);
    const other = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query('select * from public.profile where user_id = $1', [ids.active])).rows,
    );
    expect(other).toEqual([]);
  });

  it('a user cannot raise their own credits, set the legacy plan, change the API key or the email flag', async () => {
    const db = getDb();
    const { trial } = await userIds(db);
    for (const sql of [
      'update public.profile set api_credits = 1000',
      "update public.profile set monthly_plan = 'legacy'",
      "update public.profile set secret_api = 'bsk_mine'",
      'update public.profile set credit_exhausted_email_sent = false',
    ]) {
      expect(await attempt(db, claimsFor(trial), (tx) => tx.query(sql))).toMatch(/permission denied/);
    }
    const { rows } = await db.query<{ api_credits: number; monthly_plan: string | null }>(
      'select api_credits, monthly_plan from public.profile where user_id = $1',
      [trial],
    );
    expect(rows[0]).toEqual({ api_credits: 25, monthly_plan: null });
  });

  it('a user may update the onboarding columns of their own row only', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const own = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) =>
        (
          await tx.query<{ first_name: string }>(
            "update public.profile set first_name = 'Tamsin', biggest_challenge = 'due_diligence' returning first_name",
          )
        ).rows,
    );
    expect(own).toEqual([{ first_name: 'Tamsin' }]);
    const other = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) =>
        (await tx.query("update public.profile set first_name = 'Hacked' where user_id = $1 returning user_id", [ids.active]))
          .rows,
    );
    expect(other).toEqual([]);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query('update public.profile set user_id = $1', [ids.active])),
    ).toMatch(/permission denied/);
    await db.query("update public.profile set first_name = 'Tara', biggest_challenge = null where user_id = $1", [ids.trial]);
  });

  it('anon reads nothing and cannot write', async () => {
    const db = getDb();
    const anon = { role: 'anon' };
    for (const table of ['profile', 'subscriptions', 'credit_ledger', 'error_reports', 'app_settings']) {
      expect(await attempt(db, anon, async (tx) => (await tx.query(`select * from public.${table}`)).rows)).toMatch(
        /permission denied/,
      );
    }
    expect(await attempt(db, anon, (tx) => tx.query("insert into public.error_reports (message) values ('x')"))).toMatch(
      /permission denied/,
    );
    expect(await attempt(db, anon, async (tx) => (await tx.query('select * from storage.objects')).rows)).toEqual([]);
  });

  it('subscriptions and the ledger are readable by their owner only, and never writable by users', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const subs = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ user_id: string }>('select user_id from public.subscriptions')).rows,
    );
    expect(subs.map((s) => s.user_id)).toEqual([ids.trial]);
    const ledger = await asRole(
      db,
      claimsFor(ids.active),
      async (tx) => (await tx.query<{ user_id: string }>('select distinct user_id from public.credit_ledger')).rows,
    );
    expect(ledger.map((l) => l.user_id)).toEqual([ids.active]);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query("update public.subscriptions set status = 'active'")),
    ).toMatch(/permission denied/);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) =>
        tx.query("insert into public.credit_ledger (user_id, delta, balance_after, reason) values ($1, 100, 125, 'gift')", [
          ids.trial,
        ]),
      ),
    ).toMatch(/permission denied/);
  });

  it('billing: users read only their own invoices, and cannot apply events, grant themselves credits or touch the billing tables', async () => {
    const db = getDb();
    const ids = await userIds(db);
    await db.query(
      `insert into public.billing_invoices (id, user_id, description, total_pence, tax_pence, status, issued_at, event_at)
       values ('in_rls_trial', $1, 'Premium (monthly)', 2900, 483, 'paid', now(), now()),
              ('in_rls_active', $2, 'Premium (monthly)', 2900, 483, 'paid', now(), now())
       on conflict do nothing`,
      [ids.trial, ids.active],
    );
    const own = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ id: string }>('select id from public.billing_invoices')).rows,
    );
    expect(own.map((r) => r.id)).toEqual(['in_rls_trial']);
    for (const sql of [
      "select public.apply_billing_event('evt_x', 'invoice.paid', now(), null, auth.uid(), '[]'::jsonb)",
      "insert into public.billing_grants (source_id, user_id, credits, reason) values ('cs_x', auth.uid(), 1000, 'top_up')",
      'update public.billing_invoices set total_pence = 0',
      'select * from public.billing_events',
      'select * from public.local_billing_objects',
      "update public.subscriptions set status = 'active', plan = 'api'",
    ]) {
      expect(await attempt(db, claimsFor(ids.trial), (tx) => tx.query(sql))).toMatch(/permission denied/);
    }
    // A stored invoice link can only be https or a path on this site.
    await expect(
      db.query(
        `insert into public.billing_invoices (id, user_id, description, total_pence, status, hosted_url, issued_at, event_at)
         values ('in_js', $1, 'x', 1, 'paid', 'javascript:alert(1)', now(), now())`,
        [ids.trial],
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('billing documents and emails: credit notes for their owner only; the email queue, numbering and local steps for the service only; reminder preferences on the own row', async () => {
    const db = getDb();
    const ids = await userIds(db);
    await db.query(
      `insert into public.billing_credit_notes (id, user_id, invoice_id, number, total_pence, tax_pence, net_pence, issued_at)
       values ('cn_rls_trial', $1, 'in_rls_trial', 'BS-CN-RLS-1', 2900, 483, 2417, now()),
              ('cn_rls_active', $2, 'in_rls_active', 'BS-CN-RLS-2', 2900, 483, 2417, now())
       on conflict do nothing`,
      [ids.trial, ids.active],
    );
    const own = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ id: string }>('select id from public.billing_credit_notes')).rows,
    );
    expect(own.map((r) => r.id)).toEqual(['cn_rls_trial']);
    for (const sql of [
      'update public.billing_credit_notes set total_pence = 0',
      'select * from public.billing_emails',
      "insert into public.billing_emails (key, user_id, kind) values ('x', auth.uid(), 'receipt')",
      'select * from public.billing_document_numbers',
      "select public.next_billing_document_number('invoice')",
      'select public.queue_billing_reminders(now())',
      'select * from public.claim_billing_emails(null, 10)',
      "select public.apply_local_billing_step(auth.uid(), null, null, '[]'::jsonb, '[]'::jsonb)",
      "select public.queue_billing_email('k', auth.uid(), 'receipt', '{}'::jsonb)",
      // A subscription a newer one replaced (issue 42): the service's record only.
      'select * from public.billing_retired_subscriptions',
      "insert into public.billing_retired_subscriptions (subscription_id, user_id, replaced_by) values ('sub_x', auth.uid(), 'sub_y')",
    ]) {
      expect(await attempt(db, claimsFor(ids.trial), (tx) => tx.query(sql))).toMatch(/permission denied/);
    }
    // Preferences: the owner's own row, and only the reminder columns.
    await asRole(db, claimsFor(ids.trial), (tx) =>
      tx.query('insert into public.email_preferences (user_id, renewal_reminders) values (auth.uid(), false)'),
    );
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) =>
        tx.query('insert into public.email_preferences (user_id) values ($1)', [ids.active]),
      ),
    ).toMatch(/row-level security/);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query('update public.email_preferences set user_id = $1', [ids.active])),
    ).toMatch(/permission denied/);
    const prefs = await asRole(
      db,
      claimsFor(ids.active),
      async (tx) => (await tx.query('select * from public.email_preferences')).rows,
    );
    expect(prefs).toEqual([]);
    await db.query('delete from public.email_preferences where user_id = $1', [ids.trial]);
  });

  it('staging: users read only their own photos and jobs, and cannot queue, finish or refund jobs themselves', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.staging_photos (user_id, original_path, width, height, bytes)
       values ($1, 'x/original.jpg', 800, 600, 1000), ($2, 'y/original.jpg', 800, 600, 1000) returning id`,
      [ids.trial, ids.active],
    );
    await db.query(
      `insert into public.staging_jobs (user_id, photo_id, room, style, charged) values ($1, $2, 'bedroom', 'modern', 1)`,
      [ids.trial, rows[0]!.id],
    );
    const own = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ user_id: string }>('select user_id from public.staging_photos')).rows,
    );
    expect(own.map((r) => r.user_id)).toEqual([ids.trial]);
    for (const sql of [
      "update public.staging_jobs set status = 'succeeded'",
      `insert into public.staging_jobs (user_id, photo_id, room, style) select user_id, id, 'bedroom', 'modern' from public.staging_photos`,
      "select public.refund_staging_job(id, 'x') from public.staging_jobs",
      "select public.create_staging_job(auth.uid(), gen_random_uuid(), 'bedroom', 'modern', 99)",
      'delete from public.staging_photos',
    ]) {
      expect(await attempt(db, claimsFor(ids.trial), (tx) => tx.query(sql))).toMatch(/permission denied/);
    }
    await db.query('delete from public.staging_photos where id = any($1::uuid[])', [rows.map((r) => r.id)]);
  });

  it('course progress: users record and read only their own lessons', async () => {
    const db = getDb();
    const ids = await userIds(db);
    await asRole(db, claimsFor(ids.trial), (tx) =>
      tx.query(
        "insert into public.course_progress (course, lesson, score) values ('property-investment-short-course', '01-yield', 3)",
      ),
    );
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) =>
        tx.query("insert into public.course_progress (user_id, course, lesson, score) values ($1, 'abc', 'def', 1)", [
          ids.active,
        ]),
      ),
    ).toMatch(/row-level security|permission denied/);
    const seen = await asRole(
      db,
      claimsFor(ids.active),
      async (tx) => (await tx.query('select * from public.course_progress')).rows,
    );
    expect(seen).toEqual([]);
    await db.query('delete from public.course_progress');
  });

  it('paid answers: users read and delete only their own, and can never write or pay for one themselves', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const fingerprint = 'a'.repeat(64);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.paid_answers (user_id, service, fingerprint, label, request_path, status, body, credits)
       values ($1, 'postcode-crime', $2, 'Crime check · M33 3HJ', '/api/data/crime?postcode=M33+3HJ', 200, '{}', 1),
              ($3, 'postcode-crime', $2, 'Crime check · M33 2AU', '/api/data/crime?postcode=M33+2AU', 200, '{}', 1)
       returning id`,
      [ids.trial, fingerprint, ids.active],
    );
    const mine = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ label: string }>('select label from public.paid_answers')).rows,
    );
    expect(mine.map((r) => r.label)).toEqual(['Crime check · M33 3HJ']);
    for (const sql of [
      `insert into public.paid_answers (user_id, service, fingerprint, label, request_path, status, body, credits)
       values ('${ids.trial}', 'x', '${fingerprint}', 'x', '/x', 200, '{}', 0)`,
      'update public.paid_answers set credits = 0',
      `select * from public.pay_for_answer('${ids.trial}', 'x', 0, '${fingerprint}', null, 'x', '/x', 200, '{}')`,
      `select * from public.paid_answer_lookup('${ids.trial}', '${fingerprint}', null)`,
    ]) {
      expect(await attempt(db, claimsFor(ids.trial), (tx) => tx.query(sql))).toMatch(/permission denied/);
    }
    // Deleting someone else's answer deletes nothing; deleting one's own works.
    await asRole(db, claimsFor(ids.trial), (tx) => tx.query('delete from public.paid_answers where id = $1', [rows[1]!.id]));
    await asRole(db, claimsFor(ids.trial), (tx) => tx.query('delete from public.paid_answers where id = $1', [rows[0]!.id]));
    const left = await db.query<{ id: string }>('select id from public.paid_answers where id = any($1::uuid[])', [
      rows.map((r) => r.id),
    ]);
    expect(left.rows).toEqual([{ id: rows[1]!.id }]);
    await db.query('delete from public.paid_answers where id = $1', [rows[1]!.id]);
  });

  it('error reports are written by the service role only', async () => {
    const db = getDb();
    const ids = await userIds(db);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query("insert into public.error_reports (message) values ('x')")),
    ).toMatch(/permission denied/);
    const inserted = await asRole(
      db,
      { role: 'service_role' },
      async (tx) =>
        (
          await tx.query<{ message: string }>(
            'insert into public.error_reports (message, details) values (\'boom\', \'{"browser":"x"}\') returning message',
          )
        ).rows,
    );
    expect(inserted).toEqual([{ message: 'boom' }]);
  });

  it('credit functions are for the service role; users may only regenerate their own key', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const key = (await db.query<{ secret_api: string }>('select secret_api from public.profile where user_id = $1', [ids.trial]))
      .rows[0]!.secret_api;
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query("select * from public.deduct_credit($1, 'x')", [key])),
    ).toMatch(/permission denied/);
    expect(
      await attempt(db, claimsFor(ids.trial), (tx) => tx.query('select public.claim_trial_upgrade_email($1)', [ids.trial])),
    ).toMatch(/permission denied/);
    expect(await attempt(db, { role: 'anon' }, (tx) => tx.query('select public.regenerate_api_key()'))).toMatch(
      /permission denied/,
    );
    const fresh = await asRole(
      db,
      claimsFor(ids.trial),
      async (tx) => (await tx.query<{ key: string }>('select public.regenerate_api_key() as key')).rows[0]!.key,
    );
    expect(fresh).toMatch(/^bsk_[0-9a-f]{64}$/);
    expect(fresh).not.toBe(key);
  });

  it('sign-up and guest-checkout functions are for the service role only', async () => {
    const db = getDb();
    const ids = await userIds(db);
    for (const claims of [claimsFor(ids.trial), { role: 'anon' }]) {
      expect(
        await attempt(db, claims, (tx) => tx.query("select public.release_checkout_account('trial@brickstack.test')")),
      ).toMatch(/permission denied/);
      expect(await attempt(db, claims, (tx) => tx.query("select public.trial_budget_used(repeat('a', 64))"))).toMatch(
        /permission denied/,
      );
      expect(await attempt(db, claims, (tx) => tx.query('select public.grant_trial($1)', [ids.trial]))).toMatch(
        /permission denied/,
      );
    }
    // A confirmed account is never released, whoever asks.
    const released = await asRole(
      db,
      { role: 'service_role' },
      async (tx) =>
        (await tx.query<{ ok: boolean }>("select public.release_checkout_account('trial@brickstack.test') as ok")).rows[0]!.ok,
    );
    expect(released).toBe(false);
  });

  it('deduct_credit charges one credit with a ledger row, never charges legacy, never goes below zero', async () => {
    const db = getDb();
    const ids = await userIds(db);
    const keyOf = async (id: string) =>
      (await db.query<{ secret_api: string }>('select secret_api from public.profile where user_id = $1', [id])).rows[0]!
        .secret_api;
    const deduct = async (key: string) =>
      asRole(
        db,
        { role: 'service_role' },
        async (tx) => (await tx.query("select * from public.deduct_credit($1, 'epc')", [key])).rows[0],
      );
    expect(await deduct(await keyOf(ids.active))).toEqual({ outcome: 'ok', is_legacy: false, updated_credits: 99 });
    const ledger = await db.query(
      'select service, delta, balance_after, reason from public.credit_ledger where user_id = $1 order by id desc limit 1',
      [ids.active],
    );
    expect(ledger.rows[0]).toEqual({ service: 'epc', delta: -1, balance_after: 99, reason: 'api_call' });
    expect(await deduct(await keyOf(ids.legacy))).toEqual({ outcome: 'ok', is_legacy: true, updated_credits: 25 });
    expect(await deduct('bsk_unknown')).toEqual({ outcome: 'unknown_key', is_legacy: false, updated_credits: null });
    const empty = (await db.query<{ id: string }>("select id from auth.users where email = 'trial-empty@brickstack.test'"))
      .rows[0]!.id;
    expect(await deduct(await keyOf(empty))).toEqual({ outcome: 'insufficient', is_legacy: false, updated_credits: 0 });
  });

  it('claim_trial_upgrade_email is true exactly once', async () => {
    const db = getDb();
    const empty = (await db.query<{ id: string }>("select id from auth.users where email = 'trial-empty@brickstack.test'"))
      .rows[0]!.id;
    const claim = async () =>
      asRole(
        db,
        { role: 'service_role' },
        async (tx) =>
          (await tx.query<{ claimed: boolean }>('select public.claim_trial_upgrade_email($1) as claimed', [empty])).rows[0]!
            .claimed,
      );
    expect(await claim()).toBe(true);
    expect(await claim()).toBe(false);
  });

  it('a new auth user gets a profile with an API key and no credits until the address is confirmed; then a 14-day trial and 25 credits, once per address', async () => {
    const db = getDb();
    const state = async (id: string) => ({
      credits: (await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [id]))
        .rows[0]!.api_credits,
      days: (
        await db.query<{ days: number | null }>(
          'select round(extract(epoch from trial_end - now()) / 86400)::int as days from public.subscriptions where user_id = $1',
          [id],
        )
      ).rows[0]!.days,
      ledger: (await db.query('select delta, balance_after, reason from public.credit_ledger where user_id = $1', [id])).rows,
    });
    // Only an account /api/signup made (app_metadata.signup, set with the service role) gets a trial.
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (id, email, raw_app_meta_data)
       values (gen_random_uuid(), 'New.User+first@Brickstack.test', '{"signup":"brickstack"}') returning id`,
    );
    const id = rows[0]!.id;
    const key = (await db.query<{ secret_api: string }>('select secret_api from public.profile where user_id = $1', [id]))
      .rows[0]!;
    expect(key.secret_api).toMatch(/^bsk_[0-9a-f]{64}$/);
    expect(await state(id)).toEqual({ credits: 0, days: null, ledger: [] });

    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    expect(await state(id)).toEqual({ credits: 25, days: 14, ledger: [{ delta: 25, balance_after: 25, reason: 'trial_grant' }] });
    // Confirming again changes nothing.
    await db.query('update auth.users set email_confirmed_at = null where id = $1', [id]);
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    expect((await state(id)).credits).toBe(25);

    // The same mailbox under another spelling gets an account, but no second trial.
    const again = await db.query<{ id: string }>(
      `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data)
       values (gen_random_uuid(), 'new.user+second@brickstack.test', now(), '{"signup":"brickstack"}') returning id`,
    );
    expect(await state(again.rows[0]!.id)).toEqual({ credits: 0, days: null, ledger: [] });
  });

  it('grants trials under a shared budget only up to its limit in 24 hours, counting grants not accounts', async () => {
    const db = getDb();
    const budget = 'b'.repeat(64);
    const meta = JSON.stringify({ signup: 'brickstack', trial_budget: budget, trial_budget_limit: 2 });
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three', 'four']) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (id, email, raw_app_meta_data) values (gen_random_uuid(), $1, $2::jsonb) returning id`,
        [`${name}@budget-firm.test`, meta],
      );
      ids.push(rows[0]!.id);
    }
    // Unconfirmed accounts spend nothing: the first two to confirm get the trial, the third not.
    for (const id of ids.slice(1)) await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    const credits = async (id: string) =>
      (await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [id])).rows[0]!
        .api_credits;
    expect(await Promise.all(ids.map(credits))).toEqual([0, 25, 25, 0]);
    // A day later the budget is back.
    await db.query("update public.trial_grants set granted_at = now() - interval '25 hours' where budget_hash = $1", [budget]);
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [ids[0]]);
    expect(await credits(ids[0]!)).toBe(25);
  });

  it('grants no trial to a confirmed account that did not come through /api/signup (public sign-up)', async () => {
    const db = getDb();
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data)
       values (gen_random_uuid(), 'walked.in@brickstack.test', now(), '{"provider":"email","providers":["email"]}') returning id`,
    );
    const [profile] = (
      await db.query<{ api_credits: number }>('select api_credits from public.profile where user_id = $1', [rows[0]!.id])
    ).rows;
    expect(profile?.api_credits).toBe(0);
    expect((await db.query('select 1 from public.trial_grants')).rows.length).toBeGreaterThanOrEqual(0);
    const [trial] = (
      await db.query<{ trial_end: string | null }>('select trial_end from public.subscriptions where user_id = $1', [rows[0]!.id])
    ).rows;
    expect(trial?.trial_end).toBeNull();
  });
}
