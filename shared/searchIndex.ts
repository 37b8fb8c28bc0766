import { z } from 'zod'

/**
 * One page of the site's text index, `dist/client/search/index-{lang}.json`: written by the build
 * (scripts/site-index.ts), read by the chat function (its knowledge) and by the /search index build.
 */
export const indexedPageSchema = z.object({
  /** The page's canonical URL path, e.g. /en/careers. */
  url: z.string().startsWith('/'),
  /** The page's title, without the brand. */
  title: z.string(),
  /** The page's meta description. */
  description: z.string(),
  /** The page's h1–h3 headings, in order. */
  headings: z.array(z.string()),
  /** The visible text of the page's main content: one line per block, spaces collapsed. */
  text: z.string(),
})
export type IndexedPage = z.infer<typeof indexedPageSchema>

/** A whole index file: every canonical page of one language. */
export const indexFileSchema = z.array(indexedPageSchema)
