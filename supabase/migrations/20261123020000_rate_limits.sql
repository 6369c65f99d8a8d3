-- One rate-limit and allowance facility for every function (sign-up, password recovery, error
-- reports, the challenge check, contact, the free tier, the API): counters held here, so limits
-- hold across any number of function instances. Keys are salted hashes made by the caller
-- (functions/_shared/rate-limit.ts); no raw IP address or email is stored.
create table public.rate_limit_counters (
  bucket text not null check (char_length(bucket) between 1 and 100),
  key_hash text not null check (char_length(key_hash) between 1 and 128),
  window_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  primary key (bucket, key_hash, window_start)
);

create index rate_limit_counters_window on public.rate_limit_counters (window_start);

alter table public.rate_limit_counters enable row level security;
-- No policies: only the service role (which bypasses row-level security) and the functions
-- below touch this table.
revoke all on public.rate_limit_counters from anon, authenticated;

/**
 * Counts one hit for (p_bucket, p_key) in the current fixed window of p_window_seconds and says
 * whether it is within p_limit. Over the limit the hit is still counted (so hammering does not
 * reset anything) and retry_after_seconds says when the window ends. Windows older than a day
 * are cleared now and then.
 */
create function public.rate_limit_take(p_bucket text, p_key text, p_window_seconds integer, p_limit integer)
returns table (allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start timestamptz;
  v_hits integer;
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_limit is null or p_limit < 0 then
    raise exception 'window and limit must be positive' using errcode = '22023';
  end if;
  v_start := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  insert into public.rate_limit_counters as c (bucket, key_hash, window_start, hits)
  values (p_bucket, p_key, v_start, 1)
  on conflict (bucket, key_hash, window_start) do update set hits = c.hits + 1
  returning c.hits into v_hits;
  if random() < 0.001 then
    delete from public.rate_limit_counters where window_start < now() - interval '1 day';
  end if;
  return query select
    v_hits <= p_limit,
    v_hits,
    case when v_hits <= p_limit then 0
         else greatest(1, ceil(extract(epoch from (v_start + make_interval(secs => p_window_seconds) - now())))::integer)
    end;
end
$$;

/** Takes back one hit counted by rate_limit_take in the current window (an allowance not used after all). */
create function public.rate_limit_give_back(p_bucket text, p_key text, p_window_seconds integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.rate_limit_counters c
  set hits = greatest(0, c.hits - 1)
  where c.bucket = p_bucket
    and c.key_hash = p_key
    and c.window_start = to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
$$;

revoke execute on function public.rate_limit_take(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.rate_limit_give_back(text, text, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_take(text, text, integer, integer) to service_role;
grant execute on function public.rate_limit_give_back(text, text, integer) to service_role;
