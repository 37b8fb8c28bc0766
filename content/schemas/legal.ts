import { z } from 'zod'

/** The legal pages (their route ids). */
export const LEGAL_DOCS = ['privacy', 'terms', 'cookies', 'legalNotice', 'accessibility'] as const
export type LegalDoc = (typeof LEGAL_DOCS)[number]

/** The file of each legal page's texts: content/<lang>/legal/<name>.json. */
export const LEGAL_FILES = {
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  legalNotice: 'legal-notice',
  accessibility: 'accessibility',
} as const satisfies Record<LegalDoc, string>

/** content/legal.json: facts about the legal pages that are the same in every language. */
export const legalSchema = z.object({
  /** Date each page was last revised, ISO yyyy-mm-dd. */
  lastUpdated: z.object({
    privacy: z.iso.date(),
    terms: z.iso.date(),
    cookies: z.iso.date(),
    legalNotice: z.iso.date(),
    accessibility: z.iso.date(),
  }),
})
export type Legal = z.infer<typeof legalSchema>
