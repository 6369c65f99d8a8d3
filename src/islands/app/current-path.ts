/** The current pathname without a trailing slash or ".html", so gates compare clean paths. */
export function currentPath(): string {
  if (typeof location === 'undefined') return '/';
  const clean = location.pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return clean || '/';
}
