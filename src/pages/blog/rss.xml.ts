import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getCollection } from 'astro:content';
import { BRAND } from '../../lib/site/brand.ts';

/** /blog/rss.xml: every post, newest first (RSS 2.0). */
export async function GET(context: APIContext) {
  const posts = (await getCollection('blog')).sort((a, b) => b.data.published.getTime() - a.data.published.getTime());
  return rss({
    title: `${BRAND.name} property blog`,
    description: 'Guides to UK property decisions: taxes, yields, data and the buying process, with sources.',
    site: context.site ?? 'https://brickstack.co.uk',
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      pubDate: post.data.published,
      link: `/blog/${post.id}`,
      categories: [...post.data.tags],
      author: post.data.author,
    })),
    customData: '<language>en-gb</language>',
  });
}
