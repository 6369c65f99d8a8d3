/**
 * Browser start-up every page runs, without React: the error reporter (production builds) and
 * analytics (when configured) once the page is idle, and the signed-in globals (auth events,
 * gates, set-up overlay, credit toast) only when a session is stored or arrives in the URL, so
 * signed-out visitors download no framework code for them.
 */

/** Signs of a session arriving in the URL (email links: recovery, magic link, PKCE code). */
const URL_SESSION = /access_token=|type=recovery|[?&]code=|error_description=|token_hash=/;

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}

/** True when the page should start the signed-in globals. */
export function hasSession(doc: Document = document, loc: Location = location): boolean {
  return doc.documentElement.dataset['auth'] === 'in' || URL_SESSION.test(loc.hash + loc.search);
}

export function startSiteGlobals(mountSignedIn: () => Promise<void>): void {
  whenIdle(() => {
    void import('./error-reporter.ts').then((m) => m.installErrorReporter());
    void import('./analytics.ts').then((m) => m.loadAnalytics());
  });
  if (hasSession()) whenIdle(() => void mountSignedIn());
}
