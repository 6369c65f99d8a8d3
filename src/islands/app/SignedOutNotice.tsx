/** Shown by account pages to signed-out visitors: a way to sign in, not an error. */
export function SignedOutNotice({ what }: { what: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-6" data-signed-out-notice>
      <p className="text-ink">Sign in to see {what}.</p>
      <a
        href={`/login?next=${encodeURIComponent(typeof location === 'undefined' ? '/dashboard' : location.pathname + location.search)}`}
        data-login-trigger
        className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-800 hover:no-underline"
      >
        Login
      </a>
    </div>
  );
}

/** A neutral loading line for account panels. */
export function Loading() {
  return (
    <p className="text-ink-muted" role="status">
      Loading your account…
    </p>
  );
}
