import { z } from 'zod'

/** Built-in blog articles; their texts live in the locale files under blog.articles.<slug>. */
export const blogSchema = z.object({
  articles: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only'),
        date: z.iso.date(),
        /** Reading time in minutes. */
        readTime: z.number().int().positive(),
        author: z.string().min(1),
        category: z.string().min(1),
        featured: z.boolean(),
      }),
    )
    .min(1, 'at least one article: the first is the fallback for unknown slugs'),
})
export type Article = z.infer<typeof blogSchema>['articles'][number]
