-- Product constants the database needs, in one documented place (see supabase/README.md):
-- the trial length, the credits a new account starts with, and the API key prefix.
create table public.app_settings (
  id boolean primary key default true check (id),
  trial_days integer not null check (trial_days > 0),
  starting_credits integer not null check (starting_credits >= 0),
  api_key_prefix text not null check (api_key_prefix ~ '^[a-z]+_$')
);

alter table public.app_settings enable row level security;
revoke all on public.app_settings from anon, authenticated;

insert into public.app_settings (trial_days, starting_credits, api_key_prefix) values (14, 25, 'bsk_');

-- Keeps updated_at honest on every row change.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
