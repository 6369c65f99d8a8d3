-- Monthly Price Paid change files (about 100k A/C/D records against a 30 M register) refresh the
-- sale price aggregates only for the places they touch (docs/decisions/monthly-updates.md).
--
--   open_data.price_stats_touched           the places (level, code) whose figures are stale: a
--                                            change file records there, in its own transaction and
--                                            before it is applied, the places of its records and of
--                                            the rows they change or delete (a correction may move a
--                                            sale); a snapshot file of part of the register (a year's
--                                            pp-YYYY.csv) those of its rows and of the rows its
--                                            previous version loaded; a snapshot that is the whole
--                                            register (or a load into an empty table) records
--                                            ('all', '*'): only a full recompute will do. Emptied by the refresh that follows,
--                                            full or incremental, so a run that fails after loading
--                                            leaves the list for the next one.
--   open_data.price_stats_touch(changes)     records a change file's places (its checked rows).
--   open_data.price_stats_fill_touched(lv)   computes the touched places of levels `lv` into
--                                            open_data.price_stats_next (price_stats_begin() first),
--                                            with the very statement a full recompute uses
--                                            (price_stats_fill_levels), from the sales of those places
--                                            only when they are a small share of the register, else
--                                            from every sale (no copy), keeping only touched places.
--   open_data.price_stats_apply_touched()    replaces the touched places' rows of price_stats with
--                                            them in one transaction (when they are most of the
--                                            table: the untouched rows copied beside them and the
--                                            table swapped, as a full recompute does), empties the list.
-- So the figures are the full recompute's by construction (tests/data/price-stats-incremental.test.ts).

create table open_data.price_stats_touched (
  level text collate "C" not null check (level in ('all', 'postcode', 'sector', 'district', 'area', 'authority')),
  code text collate "C" not null,
  primary key (level, code)
);
-- Importer bookkeeping: no reader; only the importer (owner / service_role).
alter table open_data.price_stats_touched enable row level security;
revoke all on open_data.price_stats_touched from anon, authenticated;
grant all on open_data.price_stats_touched to service_role;

create function open_data.price_stats_touch(changes regclass, previous_source text default null) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  perform set_config('jit', 'off', true);
  execute 'create temp table price_stats_touch_rows on commit drop as '
    || 'select c.postcode, c.sector, c.outward, c.district from ' || changes::text || ' c '
    || '  where c.reject is null and c.record_status <> ''D'' '
    || 'union '
    || 'select p.postcode, p.sector, p.outward, p.district from open_data.price_paid p join ' || changes::text || ' c '
    || '  on c.transaction_id = p.transaction_id where c.reject is null'
    -- A snapshot file (a year's pp-YYYY.csv again, with the month's corrections) replaces the
    -- rows its previous version loaded: their places too.
    || case when previous_source is null then '' else
      ' union select p.postcode, p.sector, p.outward, p.district from open_data.price_paid p where p.source_key = '
      || quote_literal(previous_source) end;
  insert into open_data.price_stats_touched (level, code)
  select distinct t.level, t.code from (
    select 'postcode' as level, r.postcode as code from price_stats_touch_rows r
    union all select 'sector', r.sector from price_stats_touch_rows r
    union all select 'district', r.outward from price_stats_touch_rows r
    union all select 'area', case when substr(r.outward, 2, 1) between 'A' and 'Z' collate "C" then left(r.outward, 2) else left(r.outward, 1) end
      from price_stats_touch_rows r
    -- A sale counts for its postcode's authority, or by the name Land Registry recorded: every
    -- authority of its postcode and every authority of that name (more than needed is only slower).
    union all select 'authority', pc.laua from open_data.postcodes pc
      where pc.laua is not null and pc.postcode in (select r.postcode from price_stats_touch_rows r)
    union all select 'authority', a.code from (
        select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name
        from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua
        where p.laua is not null group by p.laua, g.name
      ) a where a.name in (select upper(r.district) from price_stats_touch_rows r)
  ) t
  where t.code is not null
  on conflict do nothing;
  get diagnostics n = row_count;
  drop table price_stats_touch_rows;
  return n;
end
$$;

create function open_data.price_stats_fill_touched(levels text[]) returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  area constant text := '(case when substr(p.outward, 2, 1) between ''A'' and ''Z'' collate "C" then left(p.outward, 2) else left(p.outward, 1) end)';
  conditions text[] := array[]::text[];
  touched_sales bigint;
  all_sales bigint;
  n integer;
begin
  if exists (select 1 from price_stats_touched where level = 'all') then
    raise exception 'a snapshot file was loaded: the price aggregates need a full recompute';
  end if;
  if not exists (select 1 from price_stats_touched where level = any(levels)) then
    return 0;
  end if;
  -- How many sales the touched places hold, from their current figures.
  select coalesce(sum(s.sales) filter (where t.code is not null), 0), coalesce(sum(s.sales), 0)
    into touched_sales, all_sales
  from price_stats s left join price_stats_touched t on t.level = s.level and t.code = s.code
  where s.level = levels[1] and s.property_type = '*' and s.month = '*';
  if all_sales > 0 and touched_sales * 4 < all_sales then
    -- A small share: copy those sales (index lookups) and compute from them.
    if 'postcode' = any(levels) then
      conditions := conditions || 'p.postcode in (select code from price_stats_touched where level = ''postcode'')'::text;
    end if;
    if 'sector' = any(levels) then
      conditions := conditions || 'p.sector in (select code from price_stats_touched where level = ''sector'')'::text;
    end if;
    if 'district' = any(levels) then
      conditions := conditions || 'p.outward in (select code from price_stats_touched where level = ''district'')'::text;
    end if;
    if 'area' = any(levels) then
      conditions := conditions || (area || ' in (select code from price_stats_touched where level = ''area'')');
    end if;
    if 'authority' = any(levels) then
      conditions := conditions
        || 'p.postcode in (select pc.postcode from open_data.postcodes pc join price_stats_touched t on t.level = ''authority'' and t.code = pc.laua)'::text
        || ('upper(p.district) in (select upper(coalesce(g.name, pc.laua_name)) from open_data.postcodes pc '
          || 'join price_stats_touched t on t.level = ''authority'' and t.code = pc.laua left join open_data.geo_names g on g.code = pc.laua)');
    end if;
    execute 'create temp table price_stats_touched_sales on commit drop as '
      || 'select p.postcode, p.sector, p.outward, p.district, p.property_type, p.transfer_date, p.price, p.category '
      || 'from open_data.price_paid p where ' || array_to_string(conditions, ' or ');
    perform open_data.price_stats_fill_levels(levels, 'pg_temp.price_stats_touched_sales'::regclass);
    drop table price_stats_touched_sales;
  else
    perform open_data.price_stats_fill_levels(levels, 'open_data.price_paid'::regclass);
  end if;
  -- Only the touched places of these levels are kept (a place partly among the sales copied is
  -- not one of them).
  delete from price_stats_next x
  where x.level = any(levels)
    and not exists (select 1 from price_stats_touched t where t.level = x.level and t.code = x.code);
  select count(*)::int into n from price_stats_next where level = any(levels);
  return n;
end
$$;

create function open_data.price_stats_apply_touched() returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer;
begin
  if exists (select 1 from price_stats_touched where level = 'all') then
    raise exception 'a snapshot file was loaded: the price aggregates need a full recompute';
  end if;
  select count(*)::int into n from price_stats_next;
  if n * 4 > (select greatest(reltuples, 0) from pg_class where oid = 'open_data.price_stats'::regclass) then
    -- Most rows change (a month's file touches nearly every sector, district, area and authority,
    -- each with every month of its history): the untouched rows are copied beside the new ones
    -- and the table swapped in (price_stats_swap: the key built once, sorted), cheaper than
    -- deleting and inserting most rows through the key.
    insert into price_stats_next
    select s.* from price_stats s
    where not exists (select 1 from price_stats_touched t where t.level = s.level and t.code = s.code);
    delete from price_stats_touched;
    perform price_stats_swap();
    return n;
  end if;
  delete from price_stats s using price_stats_touched t where s.level = t.level and s.code = t.code;
  insert into price_stats select * from price_stats_next;
  drop table price_stats_next;
  delete from price_stats_touched;
  update import_state set version = version + 1, refreshed_at = now() where id = 1;
  return n;
end
$$;

revoke execute on function open_data.price_stats_touch(regclass, text) from public, anon, authenticated;
revoke execute on function open_data.price_stats_fill_touched(text[]) from public, anon, authenticated;
revoke execute on function open_data.price_stats_apply_touched() from public, anon, authenticated;
grant execute on function open_data.price_stats_touch(regclass, text) to service_role;
grant execute on function open_data.price_stats_fill_touched(text[]) to service_role;
grant execute on function open_data.price_stats_apply_touched() to service_role;
