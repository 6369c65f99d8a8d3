-- Saved deal analyses (/newdeal). Each row belongs to one user; only that user can read, add,
-- change or remove it. Inputs and results are the analyser's own JSON (figures in pence).
create table public.deals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  inputs jsonb not null,
  results jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index deals_user_id_created_at_idx on public.deals (user_id, created_at desc);

create trigger deals_set_updated_at before update on public.deals
for each row execute function public.set_updated_at();

alter table public.deals enable row level security;

create policy "deals: owner reads" on public.deals
for select to authenticated
using ((select auth.uid()) = user_id);

create policy "deals: owner inserts" on public.deals
for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "deals: owner updates" on public.deals
for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

create policy "deals: owner deletes" on public.deals
for delete to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.deals from anon, authenticated;
grant select, insert, delete on public.deals to authenticated;
grant update (name, inputs, results) on public.deals to authenticated;
