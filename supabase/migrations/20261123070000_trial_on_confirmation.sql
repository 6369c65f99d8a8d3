-- Trials are granted when an email address is confirmed, once per address ever: the address is
-- normalised (lower case, plus-addressing folded, Gmail dots dropped) and only its SHA-256 is
-- kept in public.trial_grants. Until then a new account has 0 credits and no trial end.

create table public.trial_grants (
  email_hash text primary key check (char_length(email_hash) = 64),
  granted_at timestamptz not null default now()
);

alter table public.trial_grants enable row level security;
-- No policies: only the functions below touch it.
revoke all on public.trial_grants from anon, authenticated;

/**
 * The address a trial is counted against: 'Ann.Lee+deals@GoogleMail.com' → 'annlee@gmail.com',
 * 'bob+x@example.co.uk' → 'bob@example.co.uk'. Mirrors src/lib/auth/trial-email.ts.
 */
create function public.trial_email(p_email text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(trim(coalesce(p_email, '')));
  v_local text := split_part(v_email, '@', 1);
  v_domain text := split_part(v_email, '@', 2);
begin
  v_local := split_part(v_local, '+', 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;

/** Grants the trial (credits and end date from app_settings) to a confirmed user, once per normalised address. */
create function public.grant_trial(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_settings public.app_settings%rowtype;
  v_granted integer;
begin
  select u.email into v_email from auth.users u where u.id = p_user_id and u.email_confirmed_at is not null;
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

-- New users start with no credits and no trial end; the trial comes with a confirmed address.
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profile (user_id, first_name, last_name, api_credits, secret_api)
  values (
    new.id,
    left(nullif(trim(new.raw_user_meta_data ->> 'first_name'), ''), 100),
    left(nullif(trim(new.raw_user_meta_data ->> 'last_name'), ''), 100),
    0,
    public.generate_api_key()
  );
  insert into public.subscriptions (user_id, status, trial_end) values (new.id, 'trial', null);
  if new.email_confirmed_at is not null then
    perform public.grant_trial(new.id);
  end if;
  return new;
end
$$;

create function public.handle_email_confirmed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.grant_trial(new.id);
  return new;
end
$$;

revoke execute on function public.handle_email_confirmed() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed after update of email_confirmed_at on auth.users
for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
execute function public.handle_email_confirmed();

/** The account an address belongs to (exact address, any case), for the sign-up function only. */
create function public.user_id_by_email(p_email text)
returns table (user_id uuid, first_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, p.first_name
  from auth.users u
  left join public.profile p on p.user_id = u.id
  where lower(u.email) = lower(trim(p_email))
  limit 1
$$;

revoke execute on function public.user_id_by_email(text) from public, anon, authenticated;
grant execute on function public.user_id_by_email(text) to service_role;
