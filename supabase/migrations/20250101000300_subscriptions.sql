-- The current subscription of each user (one row per profile, so PostgREST embeds it in
-- profile as an object). status: 'trial', 'active', anything else is treated as paused.
-- amount is in integer pence. The provider_* columns are for the billing integration.
create table public.subscriptions (
  user_id uuid primary key references public.profile (user_id) on delete cascade,
  status text not null default 'trial',
  trial_end timestamptz,
  amount integer check (amount >= 0),
  frequency text,
  currency text not null default 'gbp',
  provider text,
  provider_customer_id text unique,
  provider_subscription_id text unique,
  provider_price_id text,
  current_period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger subscriptions_set_updated_at before update on public.subscriptions
for each row execute function public.set_updated_at();

alter table public.subscriptions enable row level security;

create policy "subscriptions: owner reads" on public.subscriptions
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.subscriptions from anon, authenticated;
grant select on public.subscriptions to authenticated;
