-- The valuation's walk-forward calibration and accuracy, one row per version of the Price Paid
-- data it was measured on (scripts/valuation/walk-forward.ts writes it after every import that
-- loads Price Paid files). `ranges` holds the conformal scales the engine applies to its 80%
-- ranges (src/lib/valuation/conformal.ts); `accuracy` the figures GET /api/v1/valuation-accuracy,
-- the MCP tool valuation_accuracy and /valuation-methodology publish. Public read like the rest of
-- open_data; only the importer (table owner / service_role) writes.
create table open_data.valuation_calibration (
  data_version text primary key,
  data_date text not null,
  computed_at timestamptz not null default now(),
  ranges jsonb not null,
  accuracy jsonb not null
);

create index valuation_calibration_latest on open_data.valuation_calibration (computed_at desc);

alter table open_data.valuation_calibration enable row level security;
create policy valuation_calibration_read_anon on open_data.valuation_calibration for select to anon using (true);
create policy valuation_calibration_read_authenticated on open_data.valuation_calibration for select to authenticated using (true);
grant select on open_data.valuation_calibration to anon, authenticated;
grant all on open_data.valuation_calibration to service_role;
