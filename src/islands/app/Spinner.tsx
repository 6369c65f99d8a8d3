/** A small spinning ring for busy buttons; hidden from assistive tech (the button says why it is busy). */
export function Spinner() {
  return (
    <svg aria-hidden="true" data-spinner className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
