import { z } from 'zod'
import type { KbLang } from '../engine/text.ts'

/** One entry of dist/client/search/index-{lang}.json, as written by scripts/site-index.ts. */
export const knowledgePageSchema = z.object({
  /** The page's canonical URL path, e.g. /en/careers. */
  url: z.string().startsWith('/'),
  title: z.string(),
  description: z.string(),
  /** The page's h1–h3 headings, in order. */
  headings: z.array(z.string()),
  /** The visible text of the page's main content. */
  text: z.string(),
})
export type KnowledgePage = z.infer<typeof knowledgePageSchema>

/** A whole index file: every canonical page of one language. */
export const knowledgeFileSchema = z.array(knowledgePageSchema)

/** The raw knowledge of both languages, before it is cut into passages. */
export type KnowledgePages = Record<KbLang, KnowledgePage[]>

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
