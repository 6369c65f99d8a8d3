-- One row per credit charge (delta < 0) or grant (delta > 0), written only by the credit
-- functions in the same transaction that changes profile.api_credits.
create table public.credit_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profile (user_id) on delete cascade,
  service text check (char_length(service) <= 100),
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  reason text not null,
  created_at timestamptz not null default now()
);

create index credit_ledger_user_created on public.credit_ledger (user_id, created_at desc);

alter table public.credit_ledger enable row level security;

create policy "credit_ledger: owner reads" on public.credit_ledger
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.credit_ledger from anon, authenticated;
grant select on public.credit_ledger to authenticated;
