/** One selectable answer in an onboarding step. */
export interface Preset {
  value: string;
  label: string;
}

/** Biggest-challenge presets, in SPEC order. */
export const CHALLENGE_PRESETS: readonly Preset[] = [
  { value: 'market_trends', label: 'Understanding local market trends' },
  { value: 'due_diligence', label: 'Property due diligence' },
  { value: 'assessing_clients', label: 'Assessing customers or clients' },
  { value: 'buying_selling', label: 'Buying or selling a home' },
  { value: 'api_integration', label: 'Exploring APIs for my company, tool or platform' },
];

/** Goal presets, in SPEC order. */
export const GOAL_PRESETS: readonly Preset[] = [
  { value: 'market_research', label: 'Market Research' },
  { value: 'analyse_property', label: 'Analyse a specific property' },
  { value: 'find_apis', label: 'Find APIs for my platform' },
  { value: 'buy_flip_property', label: 'Buying or Flip Property' },
  { value: 'sell_property', label: 'Sell a Property at the right price' },
];

/** Onboarding constants. */
export const ONBOARDING = {
  steps: 3,
  challengeRows: 2,
  goalRows: 3,
  redirectDelayMs: 3000,
  confettiMs: 2000,
  /** Violet shades for the success confetti. */
  confettiColours: ['#4c1d95', '#5b21b6', '#6d28d9', '#7c3aed', '#8b5cf6', '#a78bfa', '#c4b5fd'],
} as const;

/** Whether a value is one of the presets. */
export function isPreset(presets: readonly Preset[], value: string): boolean {
  return presets.some((p) => p.value === value);
}
