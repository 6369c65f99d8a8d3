-- Every new auth user gets a profile with a fresh API key, a trial subscription and the
-- starting credits, all from public.app_settings.

-- API keys: the prefix plus 64 hex digits from two v4 UUIDs (244 random bits from the
-- server's strong random source). Stored as is in profile.secret_api (the owner must be able
-- to read it back) and looked up through that column's unique index.
create function public.generate_api_key() returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select s.api_key_prefix || replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
  from public.app_settings s
$$;

revoke execute on function public.generate_api_key() from public, anon, authenticated;

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.app_settings%rowtype;
begin
  select * into strict settings from public.app_settings;
  insert into public.profile (user_id, first_name, last_name, api_credits, secret_api)
  values (
    new.id,
    nullif(new.raw_user_meta_data ->> 'first_name', ''),
    nullif(new.raw_user_meta_data ->> 'last_name', ''),
    settings.starting_credits,
    public.generate_api_key()
  );
  insert into public.subscriptions (user_id, status, trial_end)
  values (new.id, 'trial', now() + make_interval(days => settings.trial_days));
  if settings.starting_credits > 0 then
    insert into public.credit_ledger (user_id, service, delta, balance_after, reason)
    values (new.id, null, settings.starting_credits, settings.starting_credits, 'trial_grant');
  end if;
  return new;
end
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
for each row execute function public.handle_new_user();
