-- Same-street comparables for a valuation (issue "A valuation you can trust"): the sales of one
-- street name in a postcode district, by property type, newest first, read by one bounded descent
-- of this index (src/lib/data/queries/valuation-sql.ts, CANDIDATE_SQL.street; plan asserted in
-- tests/valuation/valuation-plans.test.ts). A home's own earlier sales are read through the
-- existing (postcode, transfer_date desc) index. RLS on open_data.price_paid is unchanged
-- (public read, set in 20261122110000_open_data.sql).
create index if not exists price_paid_street_type_date_idx
  on open_data.price_paid (outward, street, property_type, transfer_date desc);
