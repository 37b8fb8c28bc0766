import blogData from './blog.json' with { type: 'json' }
import companyData from './company.json' with { type: 'json' }
import domainsData from './domains.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { blogSchema } from './schemas/blog.ts'
import { companySchema } from './schemas/company.ts'
import { domainsSchema } from './schemas/domains.ts'

/** Validated site content: every import of content goes through here, so a bad file fails the build. */
export const company = parseContent('content/company.json', companySchema, companyData)
export const domains = parseContent('content/domains.json', domainsSchema, domainsData).domains
export const articles = parseContent('content/blog.json', blogSchema, blogData).articles

/**
 * Slugs of the pre-rendered article pages. `npm run bench` sets BENCH_EXTRA_ARTICLES to add that many
 * generated pages (they render the built-in article, as any unknown slug does) to measure how the build
 * scales; a normal build never has them.
 */
export function articleSlugs(): string[] {
  // globalThis: this module also runs where there is no `process` (the chat on Cloudflare Workers, Deno).
  const extra = Number(globalThis.process?.env.BENCH_EXTRA_ARTICLES ?? 0)
  const bench =
    Number.isInteger(extra) && extra > 0
      ? Array.from({ length: extra }, (_, i) => `bench-article-${i + 1}`)
      : []
  return [...articles.map((a) => a.slug), ...bench]
}
