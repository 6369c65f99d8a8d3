-- Sign-ups, trials and guest checkouts (issue 40; docs/decisions/accounts.md "Trials and guest checkout"):
-- 1. The address a trial is counted against also folds alias domains that are one namespace:
--    Proton (protonmail.com, protonmail.ch, pm.me → proton.me) and iCloud (me.com, mac.com → icloud.com).
-- 2. Trials granted per organisation domain (or per relay service) per day are counted from the
--    grants themselves, not from sign-up attempts: /api/signup stores the budget's hash and limit
--    in app_metadata (service role only), grant_trial refuses the trial once the last 24 hours'
--    grants under that hash reach the limit, and trial_budget_used lets /api/signup say so first.
-- 3. An account a guest checkout made and nobody paid for or confirmed gives way to a sign-up:
--    release_checkout_account deletes it (its open checkouts can then attach to nobody).

/**
 * The address a trial is counted against. Mirrors src/lib/auth/trial-email.ts:
 * lower case; a `+tag` dropped for every provider; Gmail: dots dropped, googlemail.com → gmail.com;
 * Yahoo (yahoo.*, ymail.com): a `-keyword` disposable alias dropped; Proton (proton.me,
 * protonmail.com, protonmail.ch, pm.me, one namespace): dots, hyphens and underscores ignored,
 * domain proton.me; iCloud (icloud.com, me.com, mac.com, one namespace): domain icloud.com;
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
    v_domain := 'proton.me';
  elsif v_domain in ('icloud.com', 'me.com', 'mac.com') then
    v_domain := 'icloud.com';
  elsif v_domain ~ '^[a-z0-9-]+\.fastmail\.com$' then
    v_local := split_part(v_domain, '.', 1);
    v_domain := 'fastmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;

-- The budget (organisation domain or relay service, SHA-256 hex) a trial was granted under.
alter table public.trial_grants add column budget_hash text check (budget_hash is null or char_length(budget_hash) = 64);
create index trial_grants_budget on public.trial_grants (budget_hash, granted_at) where budget_hash is not null;

/** Trials granted under a budget in the last 24 hours. */
create function public.trial_budget_used(p_budget_hash text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.trial_grants g
  where g.budget_hash = p_budget_hash and g.granted_at > now() - interval '1 day'
$$;

revoke execute on function public.trial_budget_used(text) from public, anon, authenticated;
grant execute on function public.trial_budget_used(text) to service_role;

/**
 * Grants the trial (credits and end date from app_settings) once per normalised mailbox, only to
 * a confirmed account that /api/signup created (app_metadata.signup = 'brickstack'), and, when
 * the sign-up named a budget (app_metadata.trial_budget, trial_budget_limit), only while fewer
 * than that many trials were granted under it in the last 24 hours (counted under a lock on the
 * budget, so parallel confirmations cannot pass it together).
 */
create or replace function public.grant_trial(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_budget text;
  v_limit integer;
  v_settings public.app_settings%rowtype;
  v_granted integer;
begin
  select u.email, u.raw_app_meta_data ->> 'trial_budget',
         case when u.raw_app_meta_data ->> 'trial_budget_limit' ~ '^[0-9]{1,6}$'
              then (u.raw_app_meta_data ->> 'trial_budget_limit')::integer end
  into v_email, v_budget, v_limit
  from auth.users u
  where u.id = p_user_id
    and u.email_confirmed_at is not null
    and coalesce(u.raw_app_meta_data ->> 'signup', '') = 'brickstack';
  if v_email is null then
    return false;
  end if;
  if v_budget !~ '^[0-9a-f]{64}$' then
    v_budget := null;
  end if;
  if v_budget is not null and v_limit is not null then
    perform pg_advisory_xact_lock(hashtext('trial_budget:' || v_budget));
    if public.trial_budget_used(v_budget) >= v_limit then
      return false;
    end if;
  end if;
  insert into public.trial_grants (email_hash, budget_hash)
  values (encode(sha256(convert_to(public.trial_email(v_email), 'UTF8')), 'hex'), v_budget)
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

/**
 * Deletes the account at this address if a guest checkout made it and nothing has happened to it
 * since: never confirmed, not made by /api/signup, no password, no plan, no invoice, no credits
 * bought or granted. True when one was deleted. /api/signup calls it first, so a checkout someone
 * started (and did not pay) with an address never blocks or shapes that address's trial, and a
 * later payment of that checkout finds no account to attach to.
 */
create function public.release_checkout_account(p_email text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select u.id into v_id
  from auth.users u
  join public.profile p on p.user_id = u.id
  left join public.subscriptions s on s.user_id = u.id
  where lower(u.email) = lower(trim(p_email))
    and u.email_confirmed_at is null
    and coalesce(u.raw_app_meta_data ->> 'signup', '') <> 'brickstack'
    and not p.password_set
    and p.api_credits = 0
    and coalesce(s.status, 'trial') = 'trial'
    and s.provider_subscription_id is null
    and not exists (select 1 from public.billing_invoices i where i.user_id = u.id)
    and not exists (select 1 from public.billing_grants g where g.user_id = u.id)
    and not exists (select 1 from public.credit_ledger l where l.user_id = u.id)
  for update of u;
  if v_id is null then
    return false;
  end if;
  delete from auth.users u where u.id = v_id;
  return true;
end
$$;

revoke execute on function public.release_checkout_account(text) from public, anon, authenticated;
grant execute on function public.release_checkout_account(text) to service_role;
