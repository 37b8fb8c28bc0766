import type { SiteLang } from '../shared/languages.ts'
import { routePath } from './routes.ts'

/**
 * The blog's feeds, one of each format per language, next to the blog's index: `/blog/rss.xml`,
 * `/en/blog/atom.xml`, `/ar/blog/feed.json`… Written by the build (scripts/feeds.ts); linked from the head
 * of the blog's pages.
 */
export const FEED_FORMATS = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/feed+json', name: 'JSON Feed' },
} as const
export type FeedFormat = keyof typeof FEED_FORMATS

/** The path of a language's feed in a format. */
export const feedPath = (lang: SiteLang, format: FeedFormat): string =>
  `${routePath('blog', lang)}/${FEED_FORMATS[format].file}`
