/** URL fields for the stamp duty inputs of the investor islands. */
import { boolField, enumField } from '../../lib/calculators/url-state.ts';

export const stampDutySchema = {
  region: enumField(['england-ni', 'scotland', 'wales'] as const, 'england-ni'),
  buyer: enumField(['additional', 'home-mover', 'first-time'] as const, 'additional'),
  nonres: boolField(false),
};
