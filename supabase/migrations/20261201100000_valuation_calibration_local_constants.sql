-- The local constants the walk-forward chose after an import (src/lib/valuation/local-constants.ts):
-- how far a home's own postcode and street sales pull its figure and how far one of them may sit
-- from the area's. Null when the constants fitted by the backtest stay. Read with the ranges by
-- every valuation; the table's row-level security and grants (20261128060000) cover the column.
alter table open_data.valuation_calibration add column local_constants jsonb;
