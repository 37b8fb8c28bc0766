import type { SiteLang } from '../shared/languages.ts'
import { type LanguageFiles, loadPerLanguage } from './load.ts'
import type { ArticleText, AuthorText } from './schemas/blog.ts'
import type { DomainText } from './schemas/domains.ts'
import type { LegalDoc } from './schemas/legal.ts'
import type { LegalTexts } from './schemas/legalText.ts'
import type { ServiceKey } from './schemas/services.ts'
import type { ServicePage } from './servicePage.ts'
import { readTexts } from './textFiles.ts'

/**
 * Reads the texts of every language from `files` (content/<lang>/...): articles, authors, legal pages,
 * domains, service pages. Each file is checked against its schema and its French counterpart.
 */
export function loadTexts(files: LanguageFiles) {
  return loadPerLanguage(files, readTexts)
}

/**
 * The texts of every language, loaded and checked once, when this module is first imported. Vite finds
 * the files (import.meta.glob), so only what Vite builds imports this module: the pages and what renders
 * them, never the server's scripts on plain Node or the chat on an edge runtime (content/index.ts serves
 * those).
 */
export const texts = loadTexts(import.meta.glob('./*/**/*.json', { eager: true, import: 'default' }))

/** `value`, which the loading guarantees; an unknown key is a mistake in the code that asks. */
function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`content/texts.ts: no texts for ${what}`)
  return value
}

/** The texts of an article (content/<lang>/articles/<slug>.json). */
export const articleText = (lang: SiteLang, slug: string): ArticleText =>
  known(texts[lang].articles[slug], `the article "${slug}"`)

/** The role and bio of an author (content/<lang>/authors.json). */
export const authorText = (lang: SiteLang, id: string): AuthorText =>
  known(texts[lang].authors[id], `the author "${id}"`)

/** The texts of a legal page (content/<lang>/legal/<name>.json). */
export const legalText = <D extends LegalDoc>(lang: SiteLang, doc: D): LegalTexts[D] => texts[lang].legal[doc]

/** The texts of a domain, by its service key (content/<lang>/domains/<service>.json). */
export const domainText = (lang: SiteLang, service: string): DomainText =>
  known(texts[lang].domains[service], `the domain "${service}"`)

/** A service page, its layout and its texts together (content/services.json, content/<lang>/services/<key>.json). */
export const servicePage = (lang: SiteLang, key: ServiceKey): ServicePage =>
  known(texts[lang].services[key], `the service page "${key}"`)
