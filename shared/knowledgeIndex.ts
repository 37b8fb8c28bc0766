import { z } from 'zod'

/**
 * What the chat assistant knows of one page, `dist/client/search/knowledge-{lang}.json`: written by the
 * build (scripts/knowledge-blocks.ts) from the page's main content, read by the chat function. Where the
 * site index keeps a page's text as lines for searching, this keeps each fact the page states as a block
 * under its section: a key figure with its label, a list item with its title, a paragraph. Blocks are
 * grouped by section, so the edge bundles that carry this file do not repeat each section's name.
 */
export const knowledgeBlockSchema = z.object({
  /** `figure`: a key figure or a labelled value (dt/dd); `item`: a list item or a table row; `text`: a paragraph. */
  kind: z.enum(['figure', 'item', 'text']),
  /** A figure's label, an item's title (its heading); absent for paragraphs and untitled items. */
  label: z.string().optional(),
  /** A figure's value; an item's or a paragraph's sentences, one per line. */
  text: z.string(),
  /** A figure shown value first ("5 jours" above "pour un audit complet"), read in that order. */
  valueFirst: z.boolean().optional(),
})
export type KnowledgeBlock = z.infer<typeof knowledgeBlockSchema>

/** A run of blocks under the same section and sub-heading. */
export const knowledgeSectionSchema = z.object({
  /** The page's section (its h2); empty before the first one. */
  section: z.string(),
  /** The sub-heading (h3, h4) inside the section; empty when none. */
  heading: z.string(),
  /** The short line naming the section above its heading ("Nos valeurs", an eyebrow); absent when none. */
  label: z.string().optional(),
  blocks: z.array(knowledgeBlockSchema),
})
export type KnowledgeSection = z.infer<typeof knowledgeSectionSchema>

/** One page: its title and description (as the site index has them) and its sections, in order. */
export const knowledgePageSchema = z.object({
  url: z.string().startsWith('/'),
  title: z.string(),
  description: z.string(),
  sections: z.array(knowledgeSectionSchema),
})
export type KnowledgePage = z.infer<typeof knowledgePageSchema>

/** A whole knowledge file: every canonical page of one language. */
export const knowledgeFileSchema = z.array(knowledgePageSchema)
