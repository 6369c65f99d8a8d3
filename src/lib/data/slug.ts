/** URL slugs: lower case, ASCII letters and digits separated by single hyphens ("St Anne's CofE" → "st-annes-cofe"). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** School page slug: the name's slug plus its URN, so two schools with one name never collide. */
export function schoolSlug(name: string, urn: string): string {
  return `${slugify(name)}-${urn}`;
}
