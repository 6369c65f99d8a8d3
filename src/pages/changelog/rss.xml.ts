import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { BRAND } from '../../lib/site/brand.ts';
import { postText } from '../../components/content/post-text.ts';

/** /changelog/rss.xml: what has shipped, newest first (RSS 2.0). */
export async function GET(context: APIContext) {
  const entries = (await getCollection('changelog')).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id),
  );
  return rss({
    title: `${BRAND.name} changelog`,
    description: `New features and fixes on ${BRAND.name}.`,
    site: context.site ?? 'https://brickstack.co.uk',
    items: entries.map((entry) => ({
      title: entry.data.title,
      pubDate: entry.data.date,
      link: `/changelog#${entry.id}`,
      description: postText(entry).trim().slice(0, 600),
    })),
    customData: '<language>en-gb</language>',
  });
}
