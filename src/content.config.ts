import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Blog posts: content/blog/**, any folder depth becomes the slug (/blog/{slug}). Every field but
 * `updated` is required, so a post missing its author, date or tags fails the build.
 */
const blog = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/blog' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    description: z.string().min(50).max(160),
    published: z.coerce.date(),
    updated: z.coerce.date().optional(),
    author: z.string().min(2).max(80),
    tags: z.array(z.string().min(2).max(40)).min(1).max(6),
  }),
});

/** Changelog entries: content/changelog/*.md, newest first on /changelog. */
const changelog = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/changelog' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    date: z.coerce.date(),
  }),
});

/**
 * Course lessons: content/courses/<course route without the slash>/<nn-lesson>.md. Each lesson
 * has its order, the minutes it takes and a short quiz whose answers are explained.
 */
const courses = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/courses' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    description: z.string().min(50).max(160),
    order: z.number().int().min(1),
    updated: z.coerce.date(),
    quiz: z
      .array(
        z.object({
          question: z.string().min(10),
          options: z.array(z.string().min(1)).min(2).max(5),
          answer: z.number().int().min(0),
          explanation: z.string().min(20),
        }),
      )
      .min(2)
      .max(6),
  }),
});

export const collections = { blog, changelog, courses };
