import { z } from 'zod'

/** The legal pages; their texts live in locales/<lang>/legal.json under the same keys. */
export const LEGAL_DOCS = ['privacy', 'terms', 'cookies', 'legalNotice'] as const
export type LegalDoc = (typeof LEGAL_DOCS)[number]

/** Facts about the legal pages that are the same in every language. */
export const legalSchema = z.object({
  /** Date each page was last revised, ISO yyyy-mm-dd. */
  lastUpdated: z.object({
    privacy: z.iso.date(),
    terms: z.iso.date(),
    cookies: z.iso.date(),
    legalNotice: z.iso.date(),
  }),
})
export type Legal = z.infer<typeof legalSchema>
