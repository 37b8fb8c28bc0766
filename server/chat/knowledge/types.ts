import type { Lang, SiteLang } from '../../../shared/languages.ts'
import type { IndexedPage } from '../../../shared/searchIndex.ts'

/**
 * The indexed pages a knowledge base is built from, per language it answers in; English, the language of
 * last resort, always.
 */
export type KnowledgePages = Partial<Record<Lang, readonly IndexedPage[]>> &
  Record<'en', readonly IndexedPage[]>

/** The site's own knowledge: the indexed pages of every site language (SITE_LANGS). */
export type SiteKnowledgePages = Record<SiteLang, IndexedPage[]>

/** A retrieval unit: part of a page (or a structured fact), kept with its page's URL and title. */
export interface Passage {
  url: string
  /** Title of the page the passage belongs to: the label of its link. */
  pageTitle: string
  /** Heading of the passage's section; empty for a page's opening text. */
  heading: string
  /** Sentence-sized pieces of the passage, in order. */
  segments: string[]
  /** Headings of the short sections listed under this one (tools, steps, kinds of tests…). */
  items: string[]
  /** Words indexed with the passage but never quoted (a page's headings, for its summary passage). */
  keywords: string[]
  /** True for a structured fact from content/ (clean sentences, quoted whole). */
  fact: boolean
  /** Score multiplier of the page kind: legal pages and the home page weigh less than service pages. */
  prior: number
}
