-- Several rate-limit takes in one statement: a visitor's lookup counts against both the visitor
-- and the network address, and a function instance sends the takes of every request that
-- arrived while its previous statement was running as one batch (functions/_shared/rate-limit.ts).
-- One database round trip per batch instead of one per counter.
--
-- p_groups ties takes together: a request's takes are all or nothing. Within a group, in the
-- order given, the first refused take keeps its hit (hammering does not reset a window, as with
-- rate_limit_take); the group's takes before it are given back and the ones after it are not
-- counted (returned with allowed = null). Counters are locked in (bucket, key) order whatever
-- the order of the batch, so two batches from two instances can never wait on each other in a
-- cycle.
create function public.rate_limit_take_many(
  p_buckets text[],
  p_keys text[],
  p_windows integer[],
  p_limits integer[],
  p_groups integer[]
)
returns table (ord integer, allowed boolean, hits integer, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
-- The batch statement's plan does not depend on the arrays' contents: planning it once per
-- session instead of per call takes about a quarter off each call.
set plan_cache_mode = force_generic_plan
as $$
declare
  n integer := coalesce(array_length(p_buckets, 1), 0);
  v_allowed boolean[];
  v_hits integer[];
  v_retry integer[];
  v_counted boolean[];
  v_refused_at integer;
  v_group integer;
  i integer;
  j integer;
begin
  if coalesce(array_length(p_keys, 1), 0) <> n or coalesce(array_length(p_windows, 1), 0) <> n
     or coalesce(array_length(p_limits, 1), 0) <> n or coalesce(array_length(p_groups, 1), 0) <> n then
    raise exception 'every array must have one element per take' using errcode = '22023';
  end if;
  if n = 0 then
    return;
  end if;
  if exists (select 1 from unnest(p_windows, p_limits) as t(w, l) where w is null or w < 1 or l is null or l < 0) then
    raise exception 'window and limit must be positive' using errcode = '22023';
  end if;

  -- One upsert for the whole batch: each counter once, in (bucket, key, window) order, raised
  -- by the number of takes it has here; each take then reads the count it would have seen had
  -- the takes been made one after another in the order given.
  with input as (
    select g.n as ord, p_buckets[g.n] as bucket, p_keys[g.n] as key_hash, p_windows[g.n] as win, p_limits[g.n] as lim,
      to_timestamp(floor(extract(epoch from now()) / p_windows[g.n]) * p_windows[g.n]) as window_start
    from generate_series(1, n) as g(n)
  ),
  upserted as (
    insert into public.rate_limit_counters as c (bucket, key_hash, window_start, hits)
    select bucket, key_hash, window_start, count(*)::integer from input
    group by bucket, key_hash, window_start
    order by bucket, key_hash, window_start
    on conflict (bucket, key_hash, window_start) do update set hits = c.hits + excluded.hits
    returning c.bucket, c.key_hash, c.window_start, c.hits
  ),
  taken as (
    select i.ord, i.lim, i.win, i.window_start,
      u.hits - (count(*) over w - row_number() over w)::integer as hits
    from input i
    join upserted u on u.bucket = i.bucket and u.key_hash = i.key_hash and u.window_start = i.window_start
    window w as (partition by i.bucket, i.key_hash, i.window_start order by i.ord rows between unbounded preceding and unbounded following)
  )
  select array_agg(t.hits <= t.lim order by t.ord), array_agg(t.hits order by t.ord),
    array_agg(case when t.hits <= t.lim then 0
      else greatest(1, ceil(extract(epoch from (t.window_start + make_interval(secs => t.win) - now()))))::integer end order by t.ord)
  into v_allowed, v_hits, v_retry
  from taken t;

  -- All or nothing per group, as if its takes had been made one after another.
  v_counted := array_fill(true, array[n]);
  i := 1;
  while i <= n loop
    v_group := p_groups[i];
    v_refused_at := null;
    j := i;
    while j <= n and p_groups[j] = v_group loop
      if v_refused_at is null and not v_allowed[j] then
        v_refused_at := j;
      end if;
      j := j + 1;
    end loop;
    if v_refused_at is not null then
      for k in i..(j - 1) loop
        if k <> v_refused_at then
          perform public.rate_limit_give_back(p_buckets[k], p_keys[k], p_windows[k]);
          if k > v_refused_at then
            v_counted[k] := false;
          end if;
        end if;
      end loop;
    end if;
    i := j;
  end loop;

  if random() < 0.001 then
    delete from public.rate_limit_counters where window_start < now() - interval '1 day';
  end if;

  return query
    select g.n, case when v_counted[g.n] then v_allowed[g.n] end, v_hits[g.n], v_retry[g.n]
    from generate_series(1, n) as g(n);
end
$$;

revoke execute on function public.rate_limit_take_many(text[], text[], integer[], integer[], integer[]) from public, anon, authenticated;
grant execute on function public.rate_limit_take_many(text[], text[], integer[], integer[], integer[]) to service_role;

-- Gives back one hit to each counter (allowances not used after all), in the same lock order.
create function public.rate_limit_give_back_many(p_buckets text[], p_keys text[], p_windows integer[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  if coalesce(array_length(p_keys, 1), 0) <> coalesce(array_length(p_buckets, 1), 0)
     or coalesce(array_length(p_windows, 1), 0) <> coalesce(array_length(p_buckets, 1), 0) then
    raise exception 'every array must have one element per counter' using errcode = '22023';
  end if;
  for r in
    select g.n as i from generate_series(1, coalesce(array_length(p_buckets, 1), 0)) as g(n)
    order by p_buckets[g.n], p_keys[g.n], p_windows[g.n], g.n
  loop
    perform public.rate_limit_give_back(p_buckets[r.i], p_keys[r.i], p_windows[r.i]);
  end loop;
end
$$;

revoke execute on function public.rate_limit_give_back_many(text[], text[], integer[]) from public, anon, authenticated;
grant execute on function public.rate_limit_give_back_many(text[], text[], integer[]) to service_role;
