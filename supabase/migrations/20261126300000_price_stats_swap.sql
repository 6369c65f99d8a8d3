-- The sale price aggregates (open_data.price_stats, see 20261126020000_price_aggregates.sql) are
-- rebuilt into a new table and swapped in, so an import can compute the levels concurrently on
-- several connections and readers keep the previous figures until one short transaction:
--
--   open_data.price_stats_begin()      creates the empty open_data.price_stats_next;
--   open_data.price_stats_fill(level)  writes one level's rows into it (any order, any connection);
--   open_data.price_stats_swap()       adds its key, analyzes it, and replaces price_stats with it.
--
-- open_data.refresh_price_stats() does the three in one call (one connection, e.g. PGlite).
--
-- Same figures as before (one row per place and slice; standard transactions with a valid
-- postcode; percentile_cont rounded half away from zero; a sale counts for its postcode's
-- authority, or by name when its postcode is not in the postcode files), computed faster, and
-- postcodes keep only their all-sales row (nothing reads a postcode's figures by property type):
--  - each level reads open_data.price_paid directly (no intermediate copy of every sale);
--  - the three quartiles come from one sort per group (percentile_cont over an array of
--    fractions) instead of three;
--  - the rows go into a table without an index, whose key is built once, sorted, at the end
--    (instead of 1–2 million index insertions), and no delete of the previous rows is needed.

create or replace function open_data.price_stats_begin() returns void
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  r text;
begin
  drop table if exists open_data.price_stats_next;
  create table open_data.price_stats_next (like open_data.price_stats including defaults including constraints);
  -- The same access as open_data.price_stats (public read; the importer writes).
  alter table open_data.price_stats_next enable row level security;
  foreach r in array array['anon', 'authenticated']
  loop
    execute format('create policy %I on open_data.price_stats_next for select to %I using (true)', 'price_stats_read_' || r, r);
    execute format('grant select on open_data.price_stats_next to %I', r);
  end loop;
  grant all on open_data.price_stats_next to service_role;
end
$$;

-- One level's rows: all sales, by property type and (not for postcodes) by month.
create or replace function open_data.price_stats_fill(place_level text) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  -- Text keys compare byte-wise ("C"), several times faster than by the locale; the order does
  -- not matter here. Compiling these expressions (JIT) costs more than it saves.
  perform set_config('work_mem', '256MB', true);
  perform set_config('jit', 'off', true);
  if place_level = 'postcode' then
    -- All sales only: no reader uses a postcode's figures by property type (the report lists the
    -- postcode's own sales), and they were half of all aggregate rows.
    insert into open_data.price_stats_next
    select 'postcode', g.code, '*', '*', g.sales,
      round(g.q[2]::numeric), round(g.q[1]::numeric), round(g.q[3]::numeric), round(g.mean), g.min_price, g.max_price
    from (
      select p.postcode collate "C" as code, count(*)::int as sales,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by p.price) as q,
        avg(p.price) as mean, min(p.price) as min_price, max(p.price) as max_price
      from open_data.price_paid p
      where p.outward is not null and (p.category is null or p.category = 'A') and p.postcode is not null
      group by 1
    ) g;
  elsif place_level in ('sector', 'district', 'area', 'authority') then
    insert into open_data.price_stats_next
    with best_laua as (
      select distinct on (postcode) postcode, laua
      from open_data.postcodes where laua is not null and place_level = 'authority'
      order by postcode, rank
    ),
    authority_names as (
      select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
      from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
      where p.laua is not null and place_level = 'authority' group by p.laua, g.name
    ),
    sales as (
      -- An outward code starts with one or two letters (the import's postcode rule): its area.
      -- A sale counts for its postcode's authority (the best-ranked postcode row's), or (postcode
      -- not in the postcode files) for every authority whose name is the one Land Registry recorded.
      select (case place_level
          when 'sector' then p.sector
          when 'district' then p.outward
          when 'area' then case when substr(p.outward, 2, 1) between 'A' and 'Z' collate "C" then left(p.outward, 2) else left(p.outward, 1) end
        end) collate "C" as code,
        coalesce(p.property_type, '-') collate "C" as property_type, date_trunc('month', p.transfer_date::timestamp) as month, p.price
      from open_data.price_paid p
      where place_level <> 'authority' and p.outward is not null and (p.category is null or p.category = 'A')
      union all
      select coalesce(b.laua, a.code) collate "C", coalesce(p.property_type, '-') collate "C",
        date_trunc('month', p.transfer_date::timestamp), p.price
      from open_data.price_paid p
      left join best_laua b on b.postcode = p.postcode
      left join authority_names a on b.laua is null and a.name = upper(p.district)
      where place_level = 'authority' and p.outward is not null and (p.category is null or p.category = 'A')
        and (b.laua is not null or a.code is not null)
    )
    select place_level, g.code, coalesce(g.property_type, '*'), coalesce(to_char(g.month, 'YYYY-MM'), '*'), g.sales,
      round(g.q[2]::numeric), round(g.q[1]::numeric), round(g.q[3]::numeric), round(g.mean), g.min_price, g.max_price
    from (
      select s.code, s.property_type, s.month, count(*)::int as sales,
        percentile_cont(array[0.25, 0.5, 0.75]) within group (order by s.price) as q,
        avg(s.price) as mean, min(s.price) as min_price, max(s.price) as max_price
      from sales s
      where s.code is not null
      group by grouping sets ((s.code), (s.code, s.property_type), (s.code, s.month))
    ) g;
  else
    raise exception 'unknown price statistics level %', place_level;
  end if;
  get diagnostics n = row_count;
  return n;
end
$$;

create or replace function open_data.price_stats_swap() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  perform set_config('maintenance_work_mem', '256MB', true);
  -- Key and planner statistics before the swap, while readers still use the previous table.
  alter table open_data.price_stats_next add constraint price_stats_next_pkey primary key (level, code, property_type, month);
  analyze open_data.price_stats_next;
  select count(*)::int into n from open_data.price_stats_next;
  -- The swap: readers wait only for these statements, then see the new figures.
  drop table open_data.price_stats;
  alter table open_data.price_stats_next rename to price_stats;
  alter index open_data.price_stats_next_pkey rename to price_stats_pkey;
  update open_data.import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

-- The levels one after another on one connection, swapped in when the caller commits.
create or replace function open_data.refresh_price_stats() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  l text;
begin
  perform open_data.price_stats_begin();
  foreach l in array array['postcode', 'sector', 'district', 'area', 'authority']
  loop
    perform open_data.price_stats_fill(l);
  end loop;
  return open_data.price_stats_swap();
end
$$;

do $$
declare f text;
begin
  foreach f in array array['price_stats_begin()', 'price_stats_fill(text)', 'price_stats_swap()', 'refresh_price_stats()']
  loop
    execute format('revoke execute on function open_data.%s from public', f);
    execute format('revoke execute on function open_data.%s from anon, authenticated', f);
    execute format('grant execute on function open_data.%s to service_role', f);
  end loop;
end
$$;
