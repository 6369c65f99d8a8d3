-- One profile per auth user. Users read and update only their own row, and only the columns
-- granted below; credits, plan, API key and the upgrade-email flag change only through the
-- security definer functions (or the service role).
create table public.profile (
  user_id uuid primary key references auth.users (id) on delete cascade,
  id uuid not null unique default gen_random_uuid(),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  profile_photo text check (char_length(profile_photo) <= 1024),
  monthly_plan text,
  api_credits integer not null default 0 check (api_credits >= 0),
  secret_api text not null unique,
  password_set boolean not null default false,
  onboarding_completed boolean not null default false,
  onboarding_completed_at timestamptz,
  biggest_challenge text check (char_length(biggest_challenge) <= 1000),
  hoping_to_achieve text check (char_length(hoping_to_achieve) <= 1000),
  credit_exhausted_email_sent boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profile_set_updated_at before update on public.profile
for each row execute function public.set_updated_at();

alter table public.profile enable row level security;

create policy "profile: owner reads" on public.profile
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "profile: owner updates" on public.profile
for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

revoke all on public.profile from anon, authenticated;
grant select on public.profile to authenticated;
grant update (
  first_name,
  last_name,
  profile_photo,
  password_set,
  biggest_challenge,
  hoping_to_achieve,
  onboarding_completed,
  onboarding_completed_at
) on public.profile to authenticated;
