/**
 * `client:session`: hydrates an island only for a signed-in visitor (a session is stored, so
 * `<html data-auth="in">` is set before first paint), once the page is idle. Visitors download
 * nothing for it: the signed-in chrome it belongs to stays hidden for them.
 */
import type { ClientDirective } from 'astro';

const session: ClientDirective = (load) => {
  if (document.documentElement.dataset['auth'] !== 'in') return;
  const start = () => void load().then((hydrate) => hydrate());
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 50);
};

export default session;
