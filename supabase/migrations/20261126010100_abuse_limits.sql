-- Closing the ways round the price list (docs/decisions/metering.md, security.md):
-- 1. A trial is granted only to an account that came through /api/signup (the service role marks
--    it `app_metadata.signup = 'brickstack'`, which no user can set) and confirmed its mailbox.
-- 2. The address a trial is counted against folds the major providers' documented alias forms.
-- 3. The site-wide daily render limit counts only jobs that were created and charged, and a
--    refunded job gives its slot back.
-- 4. Housekeeping for the scheduled sweep: error reports kept 30 days, saved answers pruned.

/**
 * The address a trial is counted against. Mirrors src/lib/auth/trial-email.ts:
 * lower case; a `+tag` dropped for every provider; Gmail: dots dropped, googlemail.com → gmail.com;
 * Yahoo (yahoo.*, ymail.com): a `-keyword` disposable alias dropped; Proton (proton.me,
 * protonmail.com, protonmail.ch, pm.me): dots, hyphens and underscores ignored, as Proton does;
 * Fastmail: `anything@user.fastmail.com` → `user@fastmail.com`.
 */
create or replace function public.trial_email(p_email text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(trim(coalesce(p_email, '')));
  v_at integer := length(v_email) - position('@' in reverse(v_email)) + 1;
  v_local text;
  v_domain text;
begin
  if position('@' in v_email) = 0 then
    return v_email;
  end if;
  v_local := left(v_email, v_at - 1);
  v_domain := substr(v_email, v_at + 1);
  v_local := split_part(v_local, '+', 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  elsif v_domain = 'ymail.com' or v_domain ~ '^yahoo\.(com|co\.uk|ie|fr|de|es|it|ca|com\.au|co\.in)$' then
    v_local := split_part(v_local, '-', 1);
  elsif v_domain in ('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') then
    v_local := translate(v_local, '.-_', '');
  elsif v_domain ~ '^[a-z0-9-]+\.fastmail\.com$' then
    v_local := split_part(v_domain, '.', 1);
    v_domain := 'fastmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;

/**
 * Grants the trial (credits and end date from app_settings) once per normalised mailbox, and only
 * to a confirmed account that /api/signup created (app_metadata.signup = 'brickstack', set with
 * the service role; public sign-up, were it ever switched on, could not set it).
 */
create or replace function public.grant_trial(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_settings public.app_settings%rowtype;
  v_granted integer;
begin
  select u.email into v_email from auth.users u
  where u.id = p_user_id
    and u.email_confirmed_at is not null
    and coalesce(u.raw_app_meta_data ->> 'signup', '') = 'brickstack';
  if v_email is null then
    return false;
  end if;
  insert into public.trial_grants (email_hash)
  values (encode(sha256(convert_to(public.trial_email(v_email), 'UTF8')), 'hex'))
  on conflict do nothing;
  get diagnostics v_granted = row_count;
  if v_granted = 0 then
    return false;
  end if;
  select * into strict v_settings from public.app_settings;
  if v_settings.starting_credits > 0 then
    perform public.grant_credits(p_user_id, v_settings.starting_credits, 'trial_grant');
  end if;
  update public.subscriptions s
  set trial_end = now() + make_interval(days => v_settings.trial_days)
  where s.user_id = p_user_id and s.status = 'trial';
  return true;
end
$$;

revoke execute on function public.grant_trial(uuid) from public, anon, authenticated;
grant execute on function public.grant_trial(uuid) to service_role;

-- The window of the site-wide daily render limit this job holds a slot in (null: none).
alter table public.staging_jobs add column site_slot_window timestamptz;

/**
 * Takes a slot of the site-wide daily render limit for a job that was created and charged.
 * True when taken; false (the hit given back) when the day's limit is reached.
 */
create function public.take_staging_slot(p_job_id uuid, p_limit integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_allowed boolean;
begin
  select t.allowed into v_allowed from public.rate_limit_take('staging:site', 'all', 86400, p_limit) t;
  if not v_allowed then
    perform public.rate_limit_give_back('staging:site', 'all', 86400);
    return false;
  end if;
  update public.staging_jobs j
  set site_slot_window = to_timestamp(floor(extract(epoch from now()) / 86400) * 86400)
  where j.id = p_job_id;
  return true;
end
$$;

/**
 * Ends a queued or running job that did not deliver: 'refunded' with the credit given back when
 * it was charged, else 'failed'; its slot of today's site-wide render limit is given back. Once
 * only: a job already ended is left alone (returns false).
 */
create or replace function public.refund_staging_job(p_job_id uuid, p_message text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_charged integer;
  v_window timestamptz;
begin
  update public.staging_jobs j
  set status = case when j.charged > 0 then 'refunded' else 'failed' end,
      message = left(p_message, 500),
      finished_at = now()
  where j.id = p_job_id and j.status in ('queued', 'running')
  returning j.user_id, j.charged, j.site_slot_window into v_user, v_charged, v_window;
  if not found then
    return false;
  end if;
  if v_charged > 0 then
    perform public.grant_credits(v_user, v_charged, 'refund');
  end if;
  if v_window = to_timestamp(floor(extract(epoch from now()) / 86400) * 86400) then
    perform public.rate_limit_give_back('staging:site', 'all', 86400);
  end if;
  return true;
end
$$;

revoke execute on function public.take_staging_slot(uuid, integer) from public, anon, authenticated;
revoke execute on function public.refund_staging_job(uuid, text) from public, anon, authenticated;
grant execute on function public.take_staging_slot(uuid, integer) to service_role;
grant execute on function public.refund_staging_job(uuid, text) to service_role;

create index staging_jobs_open on public.staging_jobs (created_at) where status in ('queued', 'running');
create index error_reports_created on public.error_reports (created_at);

/**
 * The scheduled sweep's database half: error reports older than 30 days deleted; saved answers'
 * bodies dropped after 90 days (valuations are kept: they are the user's saved reports); rate-limit
 * windows older than a day deleted. Returns what it removed, for the log.
 */
create function public.housekeeping()
returns table (error_reports integer, answer_bodies integer, rate_windows integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_errors integer;
  v_bodies integer;
  v_windows integer;
begin
  delete from public.error_reports where created_at < now() - interval '30 days';
  get diagnostics v_errors = row_count;
  update public.paid_answers set body = null
  where created_at < now() - interval '90 days' and body is not null and service <> 'valuation';
  get diagnostics v_bodies = row_count;
  delete from public.rate_limit_counters where window_start < now() - interval '1 day';
  get diagnostics v_windows = row_count;
  return query select v_errors, v_bodies, v_windows;
end
$$;

revoke execute on function public.housekeeping() from public, anon, authenticated;
grant execute on function public.housekeeping() to service_role;
