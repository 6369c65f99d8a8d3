-- Ofcom Connected Nations tables shaped like the files Ofcom actually publishes.
--
-- Fixed broadband comes per postcode in two files per postcode area: performance
-- (YYYYMM_fixed_pc_performance_rNN[_XX].csv: speeds measured on lines) and coverage
-- (YYYYMM_fixed_pc_coverage_rNN_XX.csv: % of premises able to get each service).
-- Mobile coverage is published per local authority (YYYYMM_mobile_laua_rNN.csv), not per
-- postcode or operator: each measure is the % of premises covered by exactly 0…4 of the four
-- networks. The earlier placeholder tables (broadband_postcode, mobile_coverage by operator)
-- never had an importer and are replaced.

drop table if exists open_data.broadband_postcode;
drop table if exists open_data.mobile_coverage;

create table open_data.broadband_postcode_speeds (
  postcode text not null,
  period text not null,
  median_download double precision,
  average_download double precision,
  median_upload double precision,
  average_upload double precision,
  source_key text not null,
  primary key (postcode, period)
);
create index broadband_postcode_speeds_source_idx on open_data.broadband_postcode_speeds (source_key);

create table open_data.broadband_postcode_coverage (
  postcode text not null,
  period text not null,
  superfast_pct double precision,
  ultrafast_100_pct double precision,
  ultrafast_pct double precision,
  full_fibre_pct double precision,
  gigabit_pct double precision,
  no_decent_pct double precision,
  source_key text not null,
  primary key (postcode, period)
);
create index broadband_postcode_coverage_source_idx on open_data.broadband_postcode_coverage (source_key);

create table open_data.mobile_coverage_area (
  area_code text not null,
  period text not null,
  area_name text not null,
  indoor_4g_any double precision,
  indoor_4g_all double precision,
  outdoor_4g_any double precision,
  outdoor_4g_all double precision,
  outdoor_5g_any double precision,
  outdoor_5g_all double precision,
  source_key text not null,
  primary key (area_code, period)
);

do $$
declare t text;
begin
  foreach t in array array['broadband_postcode_speeds', 'broadband_postcode_coverage', 'mobile_coverage_area']
  loop
    execute format('alter table open_data.%I enable row level security', t);
    execute format('create policy %I on open_data.%I for select to anon using (true)', t || '_read_anon', t);
    execute format('create policy %I on open_data.%I for select to authenticated using (true)', t || '_read_authenticated', t);
    execute format('grant select on open_data.%I to anon, authenticated', t);
    execute format('grant all on open_data.%I to service_role', t);
  end loop;
end
$$;
