-- Each local authority's ITL3 code (postcodes.io nuts.json): its ITL1 letters give the English
-- region where a postcode file has no region column. Public read, importer writes.
create table if not exists open_data.lad_itl (
  lad_code text primary key,
  itl_code text not null,
  lad_name text,
  source_key text not null
);
alter table open_data.lad_itl enable row level security;
create policy "lad_itl: public read" on open_data.lad_itl for select to anon, authenticated using (true);
grant select on open_data.lad_itl to anon, authenticated;
grant all on open_data.lad_itl to service_role;
