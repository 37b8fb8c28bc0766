// Which file of content/<lang>/ holds which texts, and the schema each is checked with: read by
// content/texts.ts to load them, and by scripts/schemas.ts to describe them to editors (JSON Schemas).
import { blog, domains, services } from './index.ts'
import type { Reader } from './load.ts'
import { articleTextSchemaFor, authorsTextSchema } from './schemas/blog.ts'
import { domainTextSchema } from './schemas/domains.ts'
import { LEGAL_FILES } from './schemas/legal.ts'
import {
  accessibilityTextSchema,
  cookiesTextSchema,
  type LegalTexts,
  noticeTextSchema,
  privacyTextSchema,
  termsTextSchema,
} from './schemas/legalText.ts'
import { SERVICE_KEYS, type ServiceKey } from './schemas/services.ts'
import { serviceTextSchema } from './schemas/serviceText.ts'
import { type ServiceTexts, servicePageOf } from './servicePage.ts'

/** One language's texts, each file read with its schema by `read`. */
export function readTexts(read: Reader) {
  return {
    authors: read.file('authors.json', authorsTextSchema(blog.authors.map((a) => a.id))),
    articles: read.folder(
      'articles',
      { keys: blog.articles.map((a) => a.slug), item: 'article', listedIn: 'content/blog.json' },
      (slug) => articleTextSchemaFor(blog.articles.find((a) => a.slug === slug) ?? { comments: [] }),
    ),
    legal: {
      privacy: read.file(`legal/${LEGAL_FILES.privacy}.json`, privacyTextSchema),
      terms: read.file(`legal/${LEGAL_FILES.terms}.json`, termsTextSchema),
      cookies: read.file(`legal/${LEGAL_FILES.cookies}.json`, cookiesTextSchema),
      legalNotice: read.file(`legal/${LEGAL_FILES.legalNotice}.json`, noticeTextSchema),
      accessibility: read.file(`legal/${LEGAL_FILES.accessibility}.json`, accessibilityTextSchema),
    } satisfies LegalTexts,
    domains: read.folder(
      'domains',
      { keys: domains.map((d) => d.service), item: 'domain', listedIn: 'content/domains.json' },
      () => domainTextSchema,
    ),
    services: read.folder(
      'services',
      { keys: SERVICE_KEYS, item: 'page', listedIn: 'content/services.json' },
      (key) => {
        const layout = services.pages[key as ServiceKey]
        return serviceTextSchema(layout).transform((texts) => servicePageOf(layout, texts as ServiceTexts))
      },
    ),
  }
}
