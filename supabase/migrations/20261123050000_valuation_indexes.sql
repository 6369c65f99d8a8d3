-- Valuation lookups on open_data.price_paid: each comparable query is one bounded descent of a
-- composite index, newest sale first, so a valuation costs a fixed number of index lookups at
-- national size (~30 million sales). See src/lib/data/queries/valuation.ts and
-- tests/valuation/valuation-plans.test.ts (EXPLAIN on PostgreSQL 15).
-- RLS on open_data.price_paid is unchanged (public read, set in 20261122110000_open_data.sql).

-- Same postcode, newest first (all types: a postcode holds few sales).
create index if not exists price_paid_postcode_date_idx on open_data.price_paid (postcode, transfer_date desc);

-- Same postcode sector and property type, newest first.
create index if not exists price_paid_sector_type_date_idx on open_data.price_paid (sector, property_type, transfer_date desc);

-- Same postcode district and property type, newest first; price and category included so the
-- monthly derived-index cells for a district can be read from the index alone.
create index if not exists price_paid_outward_type_date_idx on open_data.price_paid (outward, property_type, transfer_date desc)
  include (price, category);
