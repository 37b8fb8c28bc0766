import type { IndexedPage } from '../../../shared/searchIndex.ts'
import type { KbLang } from '../engine/text.ts'

/** The raw knowledge of both languages, before it is cut into passages. */
export type KnowledgePages = Record<KbLang, IndexedPage[]>

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
