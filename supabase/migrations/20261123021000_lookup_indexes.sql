-- Indexes for every column the postcode report and the checkers look up by, so each lookup is an
-- index lookup at national size (found with EXPLAIN on the report's queries).
create index lsoa_lookup_ward_idx on open_data.lsoa_lookup (ward_code);
create index lsoa_lookup_lad_idx on open_data.lsoa_lookup (lad_code);
-- "The region of an authority": most postcode files carry no region, so a plain laua index would
-- still walk every postcode of the authority looking for one that has it.
create index postcodes_laua_with_region_idx on open_data.postcodes (laua) where region is not null;
-- Bounding boxes: schools by their own coordinates, and by their postcode's when they have none.
create index postcodes_lat_idx on open_data.postcodes (lat);
create index schools_lat_idx on open_data.schools (lat);
-- The months a burglary series covers, read by a skip scan instead of a scan of every point.
create index burglary_points_month_idx on open_data.burglary_points (month);
