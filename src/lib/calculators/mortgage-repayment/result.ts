/** The outcome of a calculator: a value, or a message a person can act on. Calculators never throw on user input. */
import type { Result } from '../../result.ts';

export type CalcResult<T> = Result<T>;
export { ok, fail } from '../../result.ts';
