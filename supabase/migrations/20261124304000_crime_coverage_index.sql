-- Crime coverage compares an authority's LSOAs with records against all its LSOAs in the lookup:
-- the lookup is read by authority name.
create index if not exists lsoa_lookup_lad_name_idx on open_data.lsoa_lookup (lad_name);
