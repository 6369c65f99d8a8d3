import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Blog posts: content/blog/**, any folder depth becomes the slug (/blog/{slug}). */
const blog = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/blog' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    description: z.string().min(50).max(160),
    published: z.coerce.date(),
    updated: z.coerce.date().optional(),
    author: z.string().default('Brickstack team'),
    tags: z.array(z.string()).default([]),
  }),
});

/** Changelog entries: content/changelog/*.md, newest first on /changelog. */
const changelog = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/changelog' }),
  schema: z.object({
    title: z.string(),
    date: z.coerce.date(),
  }),
});

export const collections = { blog, changelog };
