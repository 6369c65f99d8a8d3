/**
 * The `auth` route guard for static pages: runs before first paint; with no
 * stored session it sends the visitor to /login?next=<this page> so they come back after
 * signing in. The signed-in islands check the session properly once they load.
 */
export const AUTH_GUARD_SCRIPT = `(function(){var s=false;try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i)||'';if(/^sb-.+-auth-token$/.test(k)&&(localStorage.getItem(k)||'').indexOf('refresh_token')>-1){s=true;break;}}}catch(e){}if(!s){location.replace('/login?next='+encodeURIComponent(location.pathname+location.search));}})();`;

/**
 * A safe place to go after sign-in: only same-site paths ("/x"), never "//host", a scheme,
 * backslashes or control characters (no open redirects). Falls back to `fallback`.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (typeof next !== 'string') return fallback;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || ch === '\\')) return fallback;
  if (value.length > 2048) return fallback;
  return value;
}
