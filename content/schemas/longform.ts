import { z } from 'zod'

/** A non-empty text. */
export const text = z.string().regex(/\S/, 'empty text').trim()

/** A list item: plain text, or a term in bold followed by its explanation. */
const itemSchema = z.union([text, z.object({ term: text, text }).strict()])

/**
 * One block of a long-form section, in reading order:
 * a paragraph (a string), a bulleted list ({ items }) or a numbered list ({ steps }).
 */
const blockSchema = z.union([
  text,
  z.object({ items: z.record(z.string(), itemSchema) }).strict(),
  z.object({ steps: z.record(z.string(), itemSchema) }).strict(),
])

/** The blocks of a text, keyed by stable names (p1, list, p2…), in reading order. */
export const bodySchema = z
  .record(z.string(), blockSchema)
  .refine((body) => Object.keys(body).length > 0, 'no blocks')

/** A section of a long text: an h2 title and its blocks. */
const sectionSchema = z.object({ title: text, body: bodySchema }).strict()

/**
 * Long texts of content/<lang>/ (legal pages, blog articles): sections keyed by a stable id (used as
 * the HTML anchor), in reading order. Blocks and list items are keyed too, not listed in arrays, so
 * that a translation is compared with the French reference key by key.
 */
export const longformSchema = z
  .record(
    z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, 'section keys are anchors: letters, digits, dashes'),
    sectionSchema,
  )
  .refine((sections) => Object.keys(sections).length > 0, 'no sections')

export type LongformItem = z.infer<typeof itemSchema>
export type LongformBlock = z.infer<typeof blockSchema>
export type LongformBody = z.infer<typeof bodySchema>
export type LongformSection = z.infer<typeof sectionSchema>
export type Longform = z.infer<typeof longformSchema>
