/** Shared class names for the app's controls. */
export const ui = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60',
  input:
    'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600',
  label: 'block text-sm font-medium text-ink',
  error: 'text-sm text-error',
  link: 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline',
} as const;
