/** User-facing onboarding wording, word for word. */
export const ONBOARDING_MESSAGES = {
  passwordEmpty: 'Please enter a valid password.',
  confirmEmpty: 'Please confirm your password.',
  passwordMismatch: 'Passwords do not match.',
  passwordUpdateFailed: 'Failed to set password. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  unexpected: 'An error occurred. Please try again.',
  challengeMissing: 'Please select a challenge or describe your own.',
  challengeValidateFailed: 'Unable to validate your challenge. Please try again or select from the options below.',
  customChallengeSaveFailed: 'Failed to save your challenge. Please try again.',
  presetChallengeSaveFailed: 'Failed to save your selection. Please try again.',
  goalMissing: 'Please describe your goal or select from the options below.',
  goalValidateFailed: 'Unable to validate your goal. Please try again or select from the options below.',
  foundingCustomer:
    'Thanks for being a founding customer! You will not be charged credits on your account. Enjoy unlimited access!',
} as const;

/** Step titles. */
export const ONBOARDING_TITLES = {
  password: 'Secure Your Account',
  passwordReset: 'Reset Your Password',
  challenge: 'What is your biggest challenge?',
  goal: 'What are you hoping to achieve?',
  success: (product: string): string => `Welcome to ${product}!`,
  successReset: 'Password Updated!',
  redirecting: 'Redirecting you to your dashboard…',
} as const;
