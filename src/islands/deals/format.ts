/**
 * Old names kept only for MortgageAffordabilityCalculator.tsx, which another change is editing; use
 * formatWholePounds, formatPoundsAndPence and formatPercentValue from src/lib/money/format.ts instead, and delete this
 * file once that import is switched.
 * @deprecated
 */
export { formatWholePounds as gbp, formatPoundsAndPence as gbpp, formatPercentValue as pct } from '../../lib/money/format.ts';
