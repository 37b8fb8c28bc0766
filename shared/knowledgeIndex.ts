import { z } from 'zod'
import { indexedPageSchema } from './searchIndex.ts'

/**
 * What the chat assistant knows of one page, `dist/client/search/knowledge-{lang}.json`: written by the
 * build (scripts/knowledge-blocks.ts) from the page's main content, read by the chat function. Where the
 * site index keeps a page's text as lines for searching, this keeps each fact the page states as a block
 * with its section: a key figure with its label, a list item with its title, a paragraph.
 */
export const knowledgeBlockSchema = z.object({
  /** The page's section (its h2) the block is in; empty before the first one. */
  section: z.string(),
  /** The sub-heading (h3, h4) the block is under inside its section; empty when none. */
  heading: z.string(),
  /** `figure`: a key figure or a labelled value (dt/dd); `item`: a list item or a table row; `text`: a paragraph. */
  kind: z.enum(['figure', 'item', 'text']),
  /** A figure's label, an item's title (its heading); empty for paragraphs and untitled items. */
  label: z.string(),
  /** A figure's value; an item's or a paragraph's sentences, one per line. */
  text: z.string(),
  /** A figure shown value first ("5 jours" above "pour un audit complet"), read in that order. */
  valueFirst: z.boolean().optional(),
})
export type KnowledgeBlock = z.infer<typeof knowledgeBlockSchema>

/** One page: its title, description and headings (as the site index has them) and its blocks, in order. */
export const knowledgePageSchema = indexedPageSchema.omit({ text: true }).extend({
  blocks: z.array(knowledgeBlockSchema),
})
export type KnowledgePage = z.infer<typeof knowledgePageSchema>

/** A whole knowledge file: every canonical page of one language. */
export const knowledgeFileSchema = z.array(knowledgePageSchema)
