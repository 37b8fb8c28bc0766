import type { KnowledgePage } from '../../../shared/knowledgeIndex.ts'
import type { Lang, SiteLang } from '../../../shared/languages.ts'
import type { IndexedPage } from '../../../shared/searchIndex.ts'

/**
 * A page the chat knows: its facts as blocks (`knowledge-<lang>.json`, what the build writes) or, from an
 * index written before blocks existed (or a test's sample), its text as lines.
 */
export type SourcePage = KnowledgePage | IndexedPage

/**
 * The pages a knowledge base is built from, per language it answers in; English, the language of last
 * resort, always.
 */
export type KnowledgePages = Partial<Record<Lang, readonly SourcePage[]>> &
  Record<'en', readonly SourcePage[]>

/** The site's own knowledge: the pages of every site language (SITE_LANGS). */
export type SiteKnowledgePages = Record<SiteLang, SourcePage[]>

/**
 * What a passage is: a page's summary (title, description, headings), a section's text, one list item,
 * one key figure or labelled value, or a fact written from content/.
 */
export type PassageKind = 'summary' | 'text' | 'item' | 'figure' | 'fact'

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
  /** True when the passage is quoted whole: a fact from content/, an item, a figure. */
  fact: boolean
  kind: PassageKind
  /** Score multiplier of the page kind: legal pages and the home page weigh less than service pages. */
  prior: number
}
