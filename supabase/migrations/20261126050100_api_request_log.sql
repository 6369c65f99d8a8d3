-- The API request log (docs/decisions/api-v1.md, "Usage you can see"): one row for every call to
-- /api/v1 or the MCP server made with a key that belongs to an account (the account key or a
-- named key), whatever its outcome: answers, free answers, refusals and errors. No network
-- address is kept. Rows are kept 90 days (public.api_request_log_prune, called by the scheduled
-- housekeeping function). A daily roll-up, kept by a trigger in the same transaction, answers the
-- usage figures with a bounded read (days × endpoints × error codes) however busy a key is.
-- Owners read their own rows; only the service role writes.

create table public.api_request_log (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profile (user_id) on delete cascade,
  -- The named key used, or null for the account key.
  key_id uuid references public.api_keys (id) on delete set null,
  channel text not null check (channel in ('rest', 'mcp')),
  -- The endpoint id ("crime-statistics", "account-usage").
  endpoint text not null check (endpoint ~ '^[a-z][a-z-]{0,39}$'),
  -- The parameters as a canonical query string (postcode=M33+2AU&radius=500), cut to 500 characters.
  params text not null default '' check (char_length(params) <= 500),
  status smallint not null check (status between 100 and 599),
  -- The API's error code for a refusal or an error, else null.
  error_code text check (error_code ~ '^[a-z_]{1,40}$'),
  credits integer not null default 0 check (credits >= 0),
  request_id text not null check (char_length(request_id) between 1 and 100),
  created_at timestamptz not null default now()
);

create index api_request_log_user_created on public.api_request_log (user_id, created_at desc);
create index api_request_log_created on public.api_request_log (created_at);
create index api_request_log_key on public.api_request_log (key_id) where key_id is not null;

alter table public.api_request_log enable row level security;

create policy "api_request_log: owner reads" on public.api_request_log
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.api_request_log from anon, authenticated;
grant select on public.api_request_log to authenticated;

create table public.api_usage_daily (
  user_id uuid not null references public.profile (user_id) on delete cascade,
  day date not null,
  endpoint text not null check (endpoint ~ '^[a-z][a-z-]{0,39}$'),
  -- '' for calls without an error code.
  error_code text not null default '' check (error_code = '' or error_code ~ '^[a-z_]{1,40}$'),
  requests integer not null default 0 check (requests >= 0),
  credits integer not null default 0 check (credits >= 0),
  primary key (user_id, day, endpoint, error_code)
);

create index api_usage_daily_day on public.api_usage_daily (day);

alter table public.api_usage_daily enable row level security;

create policy "api_usage_daily: owner reads" on public.api_usage_daily
for select to authenticated
using ((select auth.uid()) = user_id);

revoke all on public.api_usage_daily from anon, authenticated;
grant select on public.api_usage_daily to authenticated;

create function public.api_usage_roll_up() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.api_usage_daily as d (user_id, day, endpoint, error_code, requests, credits)
  values (new.user_id, (new.created_at at time zone 'utc')::date, new.endpoint, coalesce(new.error_code, ''), 1, new.credits)
  on conflict (user_id, day, endpoint, error_code)
  do update set requests = d.requests + 1, credits = d.credits + excluded.credits;
  return null;
end
$$;

create trigger api_request_log_roll_up after insert on public.api_request_log
for each row execute function public.api_usage_roll_up();

/**
 * Records one call and marks its named key as used (at most once a minute per key, so a busy key
 * does not rewrite its row on every call).
 */
create function public.api_request_log_write(
  p_user_id uuid,
  p_key_id uuid,
  p_channel text,
  p_endpoint text,
  p_params text,
  p_status integer,
  p_error_code text,
  p_credits integer,
  p_request_id text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.api_request_log (user_id, key_id, channel, endpoint, params, status, error_code, credits, request_id)
  values (p_user_id, p_key_id, p_channel, p_endpoint, left(coalesce(p_params, ''), 500), p_status, p_error_code,
    greatest(0, coalesce(p_credits, 0)), left(p_request_id, 100));
  if p_key_id is not null then
    update public.api_keys k set last_used_at = now()
    where k.id = p_key_id and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute');
  end if;
end
$$;

/** Deletes log rows and daily roll-ups older than 90 days; returns how many log rows went. */
create function public.api_request_log_prune() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows integer;
begin
  delete from public.api_request_log where created_at < now() - interval '90 days';
  get diagnostics v_rows = row_count;
  delete from public.api_usage_daily where day < (now() at time zone 'utc')::date - 90;
  return v_rows;
end
$$;

/**
 * The usage figures of one account for the last p_days days (1–90, UTC days ending today): requests,
 * errors and credits per day and endpoint, error counts by code, totals, the credits the ledger
 * shows spent on the API in the same days, each named key's share, and the last 100 calls.
 */
create function public.api_usage(p_user_id uuid, p_days integer) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with win as (
    select (now() at time zone 'utc')::date as last_day,
      (now() at time zone 'utc')::date - (greatest(1, least(coalesce(p_days, 30), 90)) - 1) as first_day,
      greatest(1, least(coalesce(p_days, 30), 90)) as days
  ),
  kept as (
    select d.* from public.api_usage_daily d, win
    where d.user_id = p_user_id and d.day between win.first_day and win.last_day
  ),
  daily as (
    select r.day, r.endpoint, sum(r.requests)::int as requests,
      coalesce(sum(r.requests) filter (where r.error_code <> ''), 0)::int as errors, sum(r.credits)::int as credits
    from kept r group by r.day, r.endpoint
  ),
  codes as (
    select r.error_code as code, sum(r.requests)::int as n from kept r where r.error_code <> '' group by r.error_code
  ),
  ledger as (
    select coalesce(sum(-l.delta), 0)::int as spent
    from public.credit_ledger l, win
    where l.user_id = p_user_id and l.reason = 'metered' and l.service like 'api-%' and l.delta < 0
      and l.created_at >= (win.first_day::timestamp at time zone 'utc')
  ),
  recent as (
    select g.created_at, g.endpoint, g.channel, g.params, g.status, g.error_code, g.credits, g.request_id, k.label as key_label
    from public.api_request_log g left join public.api_keys k on k.id = g.key_id
    where g.user_id = p_user_id
    order by g.created_at desc, g.id desc
    limit 100
  )
  select jsonb_build_object(
    'days', win.days,
    'from', to_char(win.first_day, 'YYYY-MM-DD'),
    'to', to_char(win.last_day, 'YYYY-MM-DD'),
    'totals', jsonb_build_object(
      'requests', (select coalesce(sum(requests), 0)::int from daily),
      'errors', (select coalesce(sum(errors), 0)::int from daily),
      'credits', (select coalesce(sum(credits), 0)::int from daily)
    ),
    'ledgerCredits', (select spent from ledger),
    'daily', coalesce((
      select jsonb_agg(jsonb_build_object(
        'date', to_char(d.day, 'YYYY-MM-DD'), 'endpoint', d.endpoint, 'requests', d.requests,
        'errors', d.errors, 'credits', d.credits
      ) order by d.day, d.endpoint) from daily d
    ), '[]'::jsonb),
    'errorsByCode', coalesce((
      select jsonb_agg(jsonb_build_object('code', c.code, 'count', c.n) order by c.n desc, c.code) from codes c
    ), '[]'::jsonb),
    'recent', coalesce((
      select jsonb_agg(jsonb_build_object(
        'time', to_char(r.created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'endpoint', r.endpoint, 'channel', r.channel, 'params', r.params, 'status', r.status,
        'errorCode', r.error_code, 'credits', r.credits, 'requestId', r.request_id, 'key', r.key_label
      ) order by r.created_at desc) from recent r
    ), '[]'::jsonb)
  )
  from win
$$;

/** The signed-in user's own usage figures (see api_usage). */
create function public.api_usage_mine(p_days integer default 30) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Auth session missing!' using errcode = '42501';
  end if;
  return public.api_usage((select auth.uid()), p_days);
end
$$;

revoke execute on function public.api_usage_roll_up() from public, anon, authenticated;
revoke execute on function public.api_request_log_write(uuid, uuid, text, text, text, integer, text, integer, text)
from public, anon, authenticated;
revoke execute on function public.api_request_log_prune() from public, anon, authenticated;
revoke execute on function public.api_usage(uuid, integer) from public, anon, authenticated;
revoke execute on function public.api_usage_mine(integer) from public, anon;

grant execute on function public.api_request_log_write(uuid, uuid, text, text, text, integer, text, integer, text)
to service_role;
grant execute on function public.api_request_log_prune() to service_role;
grant execute on function public.api_usage(uuid, integer) to service_role;
grant execute on function public.api_usage_mine(integer) to authenticated;
