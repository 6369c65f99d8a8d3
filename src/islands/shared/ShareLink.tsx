/**
 * "Copy link to this result" (the inputs are already in the URL). The page frame has the Print button.
 * Usage: <ShareLink />
 */
import { useState } from 'react';

export function ShareLink() {
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('Link copied. Anyone with it sees this result.');
    } catch {
      setStatus('Copy the address from your browser bar to share this result.');
    }
  }
  const button =
    'rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
  return (
    <div className="flex flex-wrap items-center gap-3" data-no-print>
      <button type="button" className={button} onClick={() => void copy()}>
        Copy link to this result
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
    </div>
  );
}
