-- Client error reports (SPEC §3), written only by the server (service role) from
-- /api/report-error. No policy grants anything to anon or authenticated.
create table public.error_reports (
  id bigint generated always as identity primary key,
  error text,
  message text,
  stack text,
  url text,
  path text,
  distinct_id text,
  details jsonb,
  type text,
  client_timestamp timestamptz,
  created_at timestamptz not null default now()
);

alter table public.error_reports enable row level security;
revoke all on public.error_reports from anon, authenticated;
