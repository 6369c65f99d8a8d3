/** Reading time, tags and related posts for the blog: pure, so pages and tests agree. */

/** Words an adult reads a minute in a practical article (a conservative 220). */
const WORDS_PER_MINUTE = 220;

/** Whole minutes to read a Markdown text, rounded up, at least 1. Markup and link targets are not counted. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9£%]/.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The URL word for a tag: "Stamp duty" → "stamp-duty", "EPC" → "epc". */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface TaggedPost {
  id: string;
  tags: readonly string[];
  published: Date;
}

/**
 * Up to `count` other posts, most shared tags first, then newest: what "related posts" shows.
 * Posts sharing no tag are used only to fill the list.
 */
export function relatedPosts<T extends TaggedPost>(post: T, all: readonly T[], count = 3): T[] {
  const mine = new Set(post.tags.map(tagSlug));
  return all
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: other.tags.filter((t) => mine.has(tagSlug(t))).length }))
    .sort((a, b) => b.shared - a.shared || b.other.published.getTime() - a.other.published.getTime())
    .slice(0, count)
    .map(({ other }) => other);
}

/** Every tag with its posts, by slug; the label is the first spelling met. */
export function tagIndex<T extends TaggedPost>(posts: readonly T[]): Map<string, { label: string; posts: T[] }> {
  const index = new Map<string, { label: string; posts: T[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      const entry = index.get(slug) ?? { label: tag, posts: [] };
      entry.posts.push(post);
      index.set(slug, entry);
    }
  }
  return index;
}
