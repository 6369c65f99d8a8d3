-- The sale price aggregates can be computed from a table of sales other than open_data.price_paid:
-- the importer's checked rows of a file that replaces the whole register (a first national load,
-- pp-complete.csv again), on a second connection while the file's own transaction inserts the
-- same rows and builds the table's indexes, so the two overlap (scripts/data/lib/aggregates.ts).
-- Same figures, same rules; a row without a price (a rejected row or a deletion record among the
-- checked rows; never one of price_paid's) is not a sale.

drop function open_data.price_stats_fill_levels(text[]);

create function open_data.price_stats_fill_levels(levels text[], sales regclass default 'open_data.price_paid') returns integer
language plpgsql
set search_path = open_data, pg_temp
as $$
declare
  n integer := 0;
  added integer;
  slices text[] := array[]::text[];
  l text;
  -- The columns every slice writes, from a group's sorted prices (a), their sum and count.
  -- A quartile is rounded to the pound as floor(q + 0.5), which equals the previous
  -- round(q::numeric) (half away from zero) here: prices are whole pounds from 1 to 2^31 − 1 and
  -- the interpolation fraction is 0, 1/4, 1/2 or 3/4, so q ≥ 1 is an exact multiple of 1/4 in
  -- float8 with at most 12 significant digits (exact through the 15-digit float8 → numeric
  -- conversion too); it avoids a float8 → numeric conversion per quartile. The mean is rounded as
  -- before.
  stats constant text := 'g.sales, floor(open_data.sorted_quantile(g.a, 0.5) + 0.5), floor(open_data.sorted_quantile(g.a, 0.25) + 0.5), '
    || 'floor(open_data.sorted_quantile(g.a, 0.75) + 0.5), round(g.total::numeric / g.sales), g.a[1], g.a[g.sales]';
  grouped constant text := 'count(*)::int as sales, array_agg(s.price) as a, sum(s.price) as total';
begin
  foreach l in array levels
  loop
    if l not in ('sector', 'district', 'area', 'postcode', 'authority') then
      raise exception 'unknown price statistics level %', l;
    end if;
  end loop;
  -- Hash aggregates only (see above); text keys compare byte-wise ("C"); compiling these
  -- expressions (JIT) costs more than it saves.
  -- 512 MB: the sort of 3 million sales by price (and the rows it keeps) stays in memory.
  perform set_config('work_mem', '512MB', true);
  perform set_config('hash_mem_multiplier', '2', true);
  perform set_config('enable_hashagg', 'on', true);
  perform set_config('enable_sort', 'off', true);
  perform set_config('max_parallel_workers_per_gather', '0', true);
  perform set_config('jit', 'off', true);

  -- Sector, district, area (all sales, by property type, by month) and postcode (all sales only:
  -- no reader uses a postcode's figures by property type) from one scan and sort.
  foreach l in array array['sector', 'district', 'area']
  loop
    if l = any(levels) then
      slices := slices || format(
        'select %1$L, g.code, ''*'', ''*'', %2$s from (select s.%1$I as code, %3$s from s where s.%1$I is not null group by 1) g',
        l, stats, grouped);
      slices := slices || format(
        'select %1$L, g.code, g.property_type, ''*'', %2$s from (select s.%1$I as code, s.property_type, %3$s from s where s.%1$I is not null group by 1, 2) g',
        l, stats, grouped);
      slices := slices || format(
        'select %1$L, g.code, ''*'', to_char(g.month, ''YYYY-MM''), %2$s from (select s.%1$I as code, s.month, %3$s from s where s.%1$I is not null group by 1, 2) g',
        l, stats, grouped);
    end if;
  end loop;
  if 'postcode' = any(levels) then
    slices := slices || format(
      'select ''postcode'', g.code, ''*'', ''*'', %1$s from (select s.postcode as code, %2$s from s where s.postcode is not null group by 1) g',
      stats, grouped);
  end if;
  if cardinality(slices) > 0 then
    -- Only the codes of the requested levels are kept (the sorted rows are held in memory or
    -- written to disk past work_mem). An outward code starts with one or two letters (the
    -- import's postcode rule): its area.
    execute 'insert into open_data.price_stats_next '
      || 'with s as materialized ('
      || '  select '
      || case when 'postcode' = any(levels) then 'p.postcode collate "C" as postcode, ' else '' end
      || case when 'sector' = any(levels) then 'p.sector collate "C" as sector, ' else '' end
      || case when 'district' = any(levels) then 'p.outward collate "C" as district, ' else '' end
      || case when 'area' = any(levels) then '(case when substr(p.outward, 2, 1) between ''A'' and ''Z'' collate "C" then left(p.outward, 2) else left(p.outward, 1) end) collate "C" as area, ' else '' end
      || '    coalesce(p.property_type, ''-'') collate "C" as property_type, date_trunc(''month'', p.transfer_date::timestamp) as month, p.price'
      || '  from ' || sales::text || ' p'
      || '  where p.price is not null and p.outward is not null and (p.category is null or p.category = ''A'')'
      || '  order by p.price) '
      || array_to_string(slices, ' union all ');
    get diagnostics added = row_count;
    n := n + added;
  end if;

  if 'authority' = any(levels) then
    -- A sale counts for its postcode's authority (the best-ranked postcode row's), or (postcode
    -- not in the postcode files) for every authority whose name is the one Land Registry recorded.
    execute 'insert into open_data.price_stats_next '
      || 'with best_laua as ('
      || '  select distinct on (postcode) postcode, laua'
      || '  from open_data.postcodes where laua is not null'
      || '  order by postcode, rank'
      || '), authority_names as ('
      || '  select p.laua as code, upper(coalesce(g.name, max(p.laua_name))) as name'
      || '  from open_data.postcodes p left join open_data.geo_names g on g.code = p.laua'
      || '  where p.laua is not null group by p.laua, g.name'
      || '), s as materialized ('
      || '  select coalesce(b.laua, a.code) collate "C" as authority, coalesce(p.property_type, ''-'') collate "C" as property_type,'
      || '    date_trunc(''month'', p.transfer_date::timestamp) as month, p.price'
      || '  from ' || sales::text || ' p'
      || '  left join best_laua b on b.postcode = p.postcode'
      || '  left join authority_names a on b.laua is null and a.name = upper(p.district)'
      || '  where p.price is not null and p.outward is not null and (p.category is null or p.category = ''A'')'
      || '    and (b.laua is not null or a.code is not null)'
      || '  order by p.price) '
      || format(
        'select ''authority'', g.code, ''*'', ''*'', %1$s from (select s.authority as code, %2$s from s group by 1) g '
        || 'union all select ''authority'', g.code, g.property_type, ''*'', %1$s from (select s.authority as code, s.property_type, %2$s from s group by 1, 2) g '
        || 'union all select ''authority'', g.code, ''*'', to_char(g.month, ''YYYY-MM''), %1$s from (select s.authority as code, s.month, %2$s from s group by 1, 2) g',
        stats, grouped);
    get diagnostics added = row_count;
    n := n + added;
  end if;
  return n;
end
$$;

revoke execute on function open_data.price_stats_fill_levels(text[], regclass) from public;
revoke execute on function open_data.price_stats_fill_levels(text[], regclass) from anon, authenticated;
grant execute on function open_data.price_stats_fill_levels(text[], regclass) to service_role;
