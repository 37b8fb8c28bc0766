// The blog's feeds, per language: RSS 2.0, Atom 1.0 (RFC 4287) and JSON Feed 1.1, every article of the
// language, newest first, with absolute links and the language said (`language`, `xml:lang`). Written by
// the build next to the blog's index (core/feeds.ts says where). A small writer of our own: the `feed`
// package writes Atom without xml:lang and JSON Feed 1 without a language.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { authorOf } from '../content/blog.ts'
import { articles, company } from '../content/index.ts'
import { type Article, articleTextSchemaFor } from '../content/schemas/blog.ts'
import { FEED_FORMATS, type FeedFormat, feedPath } from '../core/feeds.ts'
import { routePath } from '../core/routes.ts'
import { absoluteUrl } from '../core/urls.ts'
import blogAr from '../locales/ar/blog.json' with { type: 'json' }
import blogEn from '../locales/en/blog.json' with { type: 'json' }
import blogEs from '../locales/es/blog.json' with { type: 'json' }
import blogFr from '../locales/fr/blog.json' with { type: 'json' }
import { SITE_LANGS, type SiteLang } from '../shared/languages.ts'

/** The blog's texts a feed is written with, per language. */
const BLOG: Record<SiteLang, typeof blogFr> = { fr: blogFr, en: blogEn, es: blogEs, ar: blogAr }

/** One article as every feed format says it. */
interface Entry {
  url: string
  title: string
  summary: string
  /** RFC 3339. */
  published: string
  updated: string
  author: string
  category: string
}

/** A language's feed, before it is written in a format. */
interface Feed {
  lang: SiteLang
  title: string
  description: string
  home: string
  self: Record<FeedFormat, string>
  updated: string
  entries: Entry[]
}

/** An ISO date (yyyy-mm-dd) as an RFC 3339 date-time, at midnight UTC. */
const dateTime = (date: string) => `${date}T00:00:00Z`

/** Articles newest first (by publication date, then slug, so that the order never depends on the run). */
export const newestFirst = (list: readonly Article[]): Article[] =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/**
 * An article's texts in a language, read from content/<lang>/articles/ (the build's own pass validated
 * them already; content/texts.ts reads them through Vite, which this step of the build runs without).
 */
function articleText(lang: SiteLang, article: Article) {
  const file = join('content', lang, 'articles', `${article.slug}.json`)
  return articleTextSchemaFor(article).parse(JSON.parse(readFileSync(file, 'utf8')))
}

/** A language's feed, from the articles and their texts. */
export function feedOf(lang: SiteLang, siteUrl: string): Feed {
  const abs = (path: string) => absoluteUrl(siteUrl, path)
  const blog = BLOG[lang]
  const entries = newestFirst(articles).map((article): Entry => {
    const text = articleText(lang, article)
    return {
      url: abs(routePath('blogArticle', lang, article.slug)),
      title: text.title,
      summary: text.excerpt,
      published: dateTime(article.date),
      updated: dateTime(article.updated ?? article.date),
      author: authorOf(article).name,
      category: blog.categories[article.category],
    }
  })
  // The latest change of any article (RFC 3339 strings sort as dates).
  const updated =
    entries
      .map((e) => e.updated)
      .sort()
      .at(-1) ?? dateTime('2000-01-01')
  return {
    lang,
    title: `${blog.index.title} | ${company.brand}`,
    description: blog.index.subtitle,
    home: abs(routePath('blog', lang)),
    self: {
      rss: abs(feedPath(lang, 'rss')),
      atom: abs(feedPath(lang, 'atom')),
      json: abs(feedPath(lang, 'json')),
    },
    updated,
    entries,
  }
}

/** Text escaped for XML content and attribute values. */
const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A date-time as RSS writes it (RFC 822, as `Date.toUTCString` gives it). */
const rfc822 = (date: string) => new Date(date).toUTCString()

/** RSS 2.0, with its Atom self link and the authors as Dublin Core creators (RSS's own needs an e-mail). */
export function rss(feed: Feed): string {
  const items = feed.entries.map(
    (e) => `    <item>
      <title>${xml(e.title)}</title>
      <link>${xml(e.url)}</link>
      <guid isPermaLink="true">${xml(e.url)}</guid>
      <description>${xml(e.summary)}</description>
      <pubDate>${rfc822(e.published)}</pubDate>
      <dc:creator>${xml(e.author)}</dc:creator>
      <category>${xml(e.category)}</category>
    </item>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${xml(feed.home)}</link>
    <description>${xml(feed.description)}</description>
    <language>${feed.lang}</language>
    <lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
    <atom:link href="${xml(feed.self.rss)}" rel="self" type="${FEED_FORMATS.rss.type}"/>
${items.join('\n')}
  </channel>
</rss>
`
}

/** Atom 1.0 (RFC 4287), its language in `xml:lang`. */
export function atom(feed: Feed): string {
  const entries = feed.entries.map(
    (e) => `  <entry>
    <id>${xml(e.url)}</id>
    <title>${xml(e.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(e.url)}"/>
    <published>${e.published}</published>
    <updated>${e.updated}</updated>
    <author><name>${xml(e.author)}</name></author>
    <category term="${xml(e.category)}"/>
    <summary>${xml(e.summary)}</summary>
  </entry>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">
  <id>${xml(feed.home)}</id>
  <title>${xml(feed.title)}</title>
  <subtitle>${xml(feed.description)}</subtitle>
  <updated>${feed.updated}</updated>
  <link rel="alternate" type="text/html" href="${xml(feed.home)}"/>
  <link rel="self" type="${FEED_FORMATS.atom.type}" href="${xml(feed.self.atom)}"/>
  <author><name>${xml(company.brand)}</name></author>
${entries.join('\n')}
</feed>
`
}

/** JSON Feed 1.1, with its language. */
export function jsonFeed(feed: Feed): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.home,
      feed_url: feed.self.json,
      description: feed.description,
      language: feed.lang,
      authors: [{ name: company.brand }],
      items: feed.entries.map((e) => ({
        id: e.url,
        url: e.url,
        title: e.title,
        summary: e.summary,
        // JSON Feed asks for a content: the article's summary, as text (the article is at its URL).
        content_text: e.summary,
        date_published: e.published,
        date_modified: e.updated,
        authors: [{ name: e.author }],
        tags: [e.category],
      })),
    },
    null,
    2,
  )}\n`
}

const WRITERS: Record<FeedFormat, (feed: Feed) => string> = { rss, atom, json: jsonFeed }

/** Writes every language's feeds under the output folder. */
export function writeFeeds(root: string, siteUrl: string): void {
  for (const lang of SITE_LANGS) {
    const feed = feedOf(lang, siteUrl)
    for (const format of Object.keys(WRITERS) as FeedFormat[]) {
      const file = join(root, feedPath(lang, format))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, WRITERS[format](feed))
    }
  }
}
