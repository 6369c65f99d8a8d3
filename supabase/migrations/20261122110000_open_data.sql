-- Open data (ONS postcodes and geography names, police.uk crime, GIAS schools, EPC, Ofcom,
-- Land Registry price paid and UK HPI, ONS indicators, council tax) in schema open_data.
-- Public read for anon and authenticated; only the importer (table owner / service_role) writes.

-- Roles anon, authenticated and service_role exist on Supabase (locally: server/db/bootstrap.sql).
create schema if not exists open_data;
grant usage on schema open_data to anon, authenticated, service_role;

-- One row per imported file: makes re-runs idempotent (same sha256 = skip) and records as-of dates.
create table open_data.source_files (
  file_key text primary key,
  dataset text not null,
  sha256 text not null,
  rows_read integer not null,
  rows_loaded integer not null,
  rows_rejected integer not null,
  as_of text,
  imported_at timestamptz not null default now()
);

create table open_data.geo_names (
  code text primary key,
  kind text not null,
  name text not null,
  source_key text not null
);

create table open_data.lsoa_lookup (
  lsoa_code text primary key,
  lsoa_name text not null,
  ward_code text,
  ward_name text,
  lad_code text,
  lad_name text,
  source_key text not null
);

-- A postcode appears once per source file; queries merge them by rank (lower = preferred).
create table open_data.postcodes (
  postcode text not null,
  source_key text not null,
  rank smallint not null,
  outward text not null,
  sector text not null,
  area text not null,
  lat double precision,
  lng double precision,
  laua text,
  laua_name text,
  ward text,
  ward_name text,
  lsoa text,
  lsoa_name text,
  lsoa_vintage text,
  msoa text,
  msoa_name text,
  msoa_vintage text,
  region text,
  country text,
  introduced text,
  terminated text,
  primary key (postcode, source_key)
);
create index postcodes_outward_idx on open_data.postcodes (outward);
create index postcodes_area_idx on open_data.postcodes (area);
create index postcodes_laua_idx on open_data.postcodes (laua);
create index postcodes_lsoa_idx on open_data.postcodes (lsoa);
create index postcodes_ward_idx on open_data.postcodes (ward);

create table open_data.crimes (
  id bigint generated always as identity primary key,
  source_key text not null,
  crime_id text,
  month text not null,
  reported_by text,
  falls_within text,
  lng double precision,
  lat double precision,
  location text,
  lsoa_code text,
  lsoa_name text,
  crime_type text not null,
  outcome text,
  context text
);
create index crimes_source_idx on open_data.crimes (source_key);
create index crimes_lsoa_idx on open_data.crimes (lsoa_code);
create index crimes_lat_idx on open_data.crimes (lat);

create table open_data.burglary_points (
  id bigint generated always as identity primary key,
  source_key text not null,
  month text not null,
  lng double precision not null,
  lat double precision not null
);
create index burglary_points_source_idx on open_data.burglary_points (source_key);
create index burglary_points_lat_idx on open_data.burglary_points (lat);

create table open_data.crime_monthly_counts (
  force text not null,
  month text not null,
  records integer not null,
  source_key text not null,
  primary key (force, month)
);

create table open_data.schools (
  urn text primary key,
  source_key text not null,
  name text not null,
  la_code text,
  la_name text,
  gss_la_code text,
  type text,
  type_group text,
  status text,
  phase text,
  phase_inferred boolean not null default false,
  gender text,
  religious_character text,
  low_age integer,
  high_age integer,
  capacity integer,
  pupils integer,
  percent_fsm double precision,
  ofsted_rating text,
  ofsted_last_inspection text,
  street text,
  locality text,
  town text,
  postcode text,
  website text,
  easting integer,
  northing integer,
  lat double precision,
  lng double precision,
  ward_code text,
  ward_name text,
  lsoa_code text,
  open_date text,
  close_date text
);
create index schools_postcode_idx on open_data.schools (postcode);
create index schools_gss_la_idx on open_data.schools (gss_la_code);

create table open_data.epc_certificates (
  id bigint generated always as identity primary key,
  source_key text not null,
  reference text,
  address text not null,
  postcode text not null,
  current_rating text,
  potential_rating text,
  current_efficiency integer,
  potential_efficiency integer,
  property_type text,
  built_form text,
  floor_area double precision,
  construction_age_band text,
  transaction_type text,
  main_fuel text,
  lodgement_date text,
  inspection_date text,
  la_code text,
  la_name text,
  lat double precision,
  lng double precision
);
create index epc_certificates_source_idx on open_data.epc_certificates (source_key);
create index epc_certificates_postcode_idx on open_data.epc_certificates (postcode);

create table open_data.price_paid (
  transaction_id text primary key,
  source_key text not null,
  price integer not null,
  transfer_date date not null,
  postcode text,
  outward text,
  sector text,
  property_type text,
  new_build boolean,
  tenure text,
  paon text,
  saon text,
  street text,
  locality text,
  town text,
  district text,
  county text,
  category text,
  record_status text
);
create index price_paid_postcode_idx on open_data.price_paid (postcode);
create index price_paid_outward_idx on open_data.price_paid (outward);
create index price_paid_sector_idx on open_data.price_paid (sector);

create table open_data.hpi (
  region_code text not null,
  region_name text not null,
  period text not null,
  sales_volume integer,
  index_all double precision,
  source_key text not null,
  primary key (region_code, period)
);

create table open_data.ward_prices (
  area_code text not null,
  area_name text not null,
  period text not null,
  median_price integer,
  min_price integer,
  max_price integer,
  transactions integer,
  source_key text not null,
  primary key (area_code, period)
);

-- Tidy area indicators (Nomis/ONS/VOA/Ofcom/DLUHC tables): one value per area, indicator, period and group.
create table open_data.indicators (
  dataset text not null,
  area_code text not null,
  area_name text not null,
  indicator text not null,
  period text not null,
  grp text not null default '',
  measure text,
  unit text,
  value double precision,
  source_key text not null,
  primary key (dataset, area_code, indicator, period, grp)
);
create index indicators_area_idx on open_data.indicators (area_code);

create table open_data.population (
  area_code text not null,
  area_name text not null,
  geography text not null,
  period text not null,
  sex text not null,
  all_ages integer not null,
  aged_0_15 integer,
  aged_16_64 integer,
  aged_65_plus integer,
  source_key text not null,
  primary key (area_code, period, sex)
);

create table open_data.deprivation (
  area_code text not null,
  area_name text not null,
  year text not null,
  domain text not null,
  average_rank double precision,
  rank_average_rank integer,
  average_score double precision,
  rank_average_score integer,
  proportion_bottom_decile double precision,
  rank_proportion_bottom_decile integer,
  source_key text not null,
  primary key (area_code, year, domain)
);

create table open_data.council_tax (
  ecode text not null,
  ons_code text,
  authority text not null,
  region text,
  class text,
  year text not null,
  tax_base double precision,
  band_d_authority double precision,
  band_d_area double precision,
  source_key text not null,
  primary key (ecode, year)
);
create index council_tax_ons_idx on open_data.council_tax (ons_code);

create table open_data.broadband_postcode (
  postcode text not null,
  period text not null,
  median_download double precision,
  average_download double precision,
  superfast_pct double precision,
  ultrafast_pct double precision,
  full_fibre_pct double precision,
  source_key text not null,
  primary key (postcode, period)
);

create table open_data.mobile_coverage (
  postcode text not null,
  operator text not null,
  period text not null,
  outdoor_4g text,
  indoor_4g text,
  outdoor_5g text,
  source_key text not null,
  primary key (postcode, operator, period)
);

do $$
declare t text;
begin
  foreach t in array array['source_files', 'geo_names', 'lsoa_lookup', 'postcodes', 'crimes', 'burglary_points',
    'crime_monthly_counts', 'schools', 'epc_certificates', 'price_paid', 'hpi', 'ward_prices', 'indicators',
    'population', 'deprivation', 'council_tax', 'broadband_postcode', 'mobile_coverage']
  loop
    execute format('alter table open_data.%I enable row level security', t);
    execute format('create policy %I on open_data.%I for select to anon using (true)', t || '_read_anon', t);
    execute format('create policy %I on open_data.%I for select to authenticated using (true)', t || '_read_authenticated', t);
    execute format('grant select on open_data.%I to anon, authenticated', t);
    execute format('grant all on open_data.%I to service_role', t);
  end loop;
end
$$;
