-- police.uk crimes carry 2011 LSOA codes; postcode lists carry 2021 codes, and LSOAs split in
-- 2021 fall out of a join on the code. Every LSOA name starts with its local authority's name
-- ("Trafford 012B"), so crimes are assigned to an authority by that name: this index makes the
-- per-authority count an index lookup at national size.
create index if not exists crimes_lsoa_authority_idx
  on open_data.crimes ((regexp_replace(lsoa_name, ' [0-9]{3}[A-Z]$', '')), month);

-- The scorecard's deprivation decile divides an authority's rank by the number of authorities
-- ranked (the highest rank for the domain and year): one index descent.
create index if not exists deprivation_domain_rank_idx on open_data.deprivation (domain, year, rank_average_rank);
