/**
 * Redirect URI rules (OAuth 2.1 §2.3.1, RFC 8252 §7.3, §8.3): a client registers exact URIs and a
 * request must name one of them exactly; the only leeway is the port of a loopback `http` URI
 * (127.0.0.1, [::1] or localhost), which native apps pick at run time. Registered URIs are https,
 * loopback http, or a private-use scheme (com.example.app:/cb) — never with a fragment.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

function parse(uri: string): URL | null {
  try {
    return new URL(uri);
  } catch {
    return null;
  }
}

const isLoopback = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

/** Why a URI cannot be registered as a redirect URI, or null when it can. */
export function redirectUriProblem(uri: string): string | null {
  if (typeof uri !== 'string' || uri.length > 2000) return 'a redirect URI is a string of at most 2000 characters';
  const url = parse(uri);
  if (!url) return `${uri} is not an absolute URI`;
  if (url.hash || uri.includes('#')) return `${uri} has a fragment`;
  if (url.username || url.password) return `${uri} carries credentials`;
  if (url.protocol === 'https:') return null;
  if (isLoopback(url)) return null;
  if (url.protocol === 'http:') return `${uri} uses http on a host that is not a loopback address`;
  if (/^(javascript|data|file|vbscript|blob|about):$/.test(url.protocol)) return `${uri} uses a scheme that cannot be a redirect`;
  // Private-use schemes for native apps (RFC 8252 §7.1) must be reverse domain names.
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol)
    ? null
    : `${uri} has a scheme that is not https, loopback http or a reverse-domain private scheme`;
}

/** Whether a requested redirect URI matches one of the registered ones. */
export function redirectUriAllowed(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  const asked = parse(requested);
  if (!asked || !isLoopback(asked) || asked.hash) return false;
  return registered.some((uri) => {
    const known = parse(uri);
    return (
      known !== null &&
      isLoopback(known) &&
      known.hostname === asked.hostname &&
      known.pathname === asked.pathname &&
      known.search === asked.search
    );
  });
}
