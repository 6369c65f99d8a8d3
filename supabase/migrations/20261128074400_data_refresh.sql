-- Data that keeps itself current (issue 44): what each official source last delivered, every
-- refresh run, and the lock that keeps refreshes one at a time. Written by `npm run data:refresh`
-- (the table owner / service_role); the freshness table is public (pages, /api/health and
-- /api/v1/data-freshness show it), the run record and the lock are for the operator only.

-- One row per source (a publisher's file series): the release held, its period, when it was
-- checked and when the next one is due; a release held back for a person, and the overdue alert.
create table open_data.data_releases (
  source text primary key,
  dataset text not null,
  cadence_days integer not null check (cadence_days > 0),
  release_key text,
  release_name text,
  released_on date,
  period text,
  rows_read bigint,
  layout text,
  loaded_at timestamptz,
  checked_at timestamptz,
  next_due date,
  status text not null default 'never' check (status in ('never', 'current', 'held', 'failed')),
  message text,
  held_key text,
  held_name text,
  overdue_alerted_at timestamptz,
  created_at timestamptz not null default now()
);

-- Every refresh run: what it found, loaded, held or failed on (report), for the operator.
create table open_data.refresh_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  status text not null default 'running'
    check (status in ('running', 'ok', 'nothing_new', 'held', 'failed', 'dry_run')),
  dry_run boolean not null default false,
  only_sources text[],
  report jsonb not null default '[]'::jsonb,
  message text
);
create index refresh_runs_started_idx on open_data.refresh_runs (started_at desc);

-- At most one refresh at a time: the single row names the run holding it; a holder that stops
-- beating its heart (a killed job) loses it after the stale window the runner applies.
create table open_data.refresh_lock (
  id integer primary key default 1 check (id = 1),
  run_id bigint,
  holder text not null,
  acquired_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now()
);

alter table open_data.data_releases enable row level security;
create policy data_releases_read_anon on open_data.data_releases for select to anon using (true);
create policy data_releases_read_authenticated on open_data.data_releases for select to authenticated using (true);
grant select on open_data.data_releases to anon, authenticated;
grant all on open_data.data_releases to service_role;

-- No policy for anon or authenticated: only the service role (and the owner) read or write them.
alter table open_data.refresh_runs enable row level security;
grant all on open_data.refresh_runs to service_role;
alter table open_data.refresh_lock enable row level security;
grant all on open_data.refresh_lock to service_role;
