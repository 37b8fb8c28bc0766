import { z } from 'zod'
import { onlyPlaceholders } from '../placeholders.ts'
import { longformSchema, text } from './longform.ts'

/** Company facts a legal text may quote as {{name}}; they are filled in when the page is rendered. */
export const LEGAL_PLACEHOLDERS = [
  'brand',
  'legalName',
  'registrationNumber',
  'address',
  'email',
  'phone',
  'hostingName',
  'hostingAddress',
  'form',
] as const
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number]

/** What every legal page has: a title, an introduction and its h2 sections. */
const legalPage = {
  /** The page's h1. */
  title: text,
  /** The paragraph under the title. */
  intro: text,
  /** The page's sections, in reading order; each key is also the section's anchor. */
  sections: longformSchema,
}

/** A table of the page: its caption, its column headers and its rows (the first column heads the row). */
function tableSchema<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  const cells = z.object(
    Object.fromEntries(columns.map((c) => [c, text])) as Record<Columns[number], typeof text>,
  )
  return z
    .object({
      caption: text,
      /** One header per column, in column order. */
      headers: cells.strict(),
      /** The rows, in display order, keyed by a stable name. */
      rows: z.record(z.string(), cells.strict()),
    })
    .strict()
}

/** Columns of the privacy policy's table of processings. */
export const PROCESSING_COLUMNS = ['purpose', 'data', 'basis', 'retention'] as const
/** Columns of the cookie policy's table of what the site stores in the browser. */
export const STORAGE_COLUMNS = ['name', 'storage', 'purpose', 'category', 'duration'] as const

const withFacts = <S extends z.ZodType>(schema: S) => onlyPlaceholders(schema, LEGAL_PLACEHOLDERS)

/** content/<lang>/legal/terms.json. */
export const termsTextSchema = withFacts(z.object(legalPage).strict())

/** content/<lang>/legal/privacy.json. */
export const privacyTextSchema = withFacts(
  z
    .object({
      ...legalPage,
      /** The processings of personal data, shown in the section `purposes`. */
      table: tableSchema(PROCESSING_COLUMNS),
      /** The box of the section `exercise` giving the addresses for a data request. */
      dataContact: z.object({ title: text, email: text, post: text }).strict(),
    })
    .strict(),
)

/** content/<lang>/legal/cookies.json. */
export const cookiesTextSchema = withFacts(
  z
    .object({
      ...legalPage,
      /** What the site stores in the browser, shown in the section `stored`. */
      table: tableSchema(STORAGE_COLUMNS),
    })
    .strict(),
)

/** content/<lang>/legal/legal-notice.json: the labels of the company facts, then short sections. */
export const noticeTextSchema = withFacts(
  z
    .object({
      ...legalPage,
      /** The publisher block: its title and the label of each fact (the facts are in content/company.json). */
      publisher: z
        .object({
          title: text,
          legalName: text,
          legalForm: text,
          /** The legal form written out; {{form}} is its abbreviation (SAS). */
          legalFormValue: text,
          shareCapital: text,
          registeredOffice: text,
          registration: text,
          incorporated: text,
          director: text,
        })
        .strict(),
      /** The hosting provider block. */
      hosting: z.object({ title: text, name: text, address: text, website: text }).strict(),
      /** The contact block. */
      contact: z.object({ title: text, intro: text, phone: text, email: text, post: text }).strict(),
    })
    .strict(),
)

/** Placeholders of the accessibility statement's results table: the figures of content/accessibility.json. */
export const RESULT_PLACEHOLDERS = [
  'pages',
  'states',
  'widths',
  'templates',
  'languages',
  'views',
  'checks',
  'transcripts',
  'engines',
  'date',
] as const
/** The rows of the results table: the checks of content/accessibility.json. */
export const RESULT_ROWS = [
  'axe',
  'layout',
  'textSpacing',
  'textZoom',
  'contrastThemes',
  'reducedMotion',
  'screenReader',
  'keyboard',
] as const

/** content/<lang>/legal/accessibility.json: the accessibility statement (RGAA's model). */
export const accessibilityTextSchema = onlyPlaceholders(
  z
    .object({
      ...legalPage,
      /** The table of what the tests measured (content/accessibility.json), shown before the sections. */
      results: z
        .object({
          title: text,
          intro: text,
          caption: text,
          headers: z.object({ check: text, scope: text, tool: text }).strict(),
          /** One row per check: its name, what it covered (with the measured figures), the tool. */
          rows: z.record(z.enum(RESULT_ROWS), z.object({ check: text, scope: text, tool: text }).strict()),
        })
        .strict(),
    })
    .strict(),
  [...LEGAL_PLACEHOLDERS, ...RESULT_PLACEHOLDERS],
)

export type LegalTexts = {
  privacy: z.infer<typeof privacyTextSchema>
  terms: z.infer<typeof termsTextSchema>
  cookies: z.infer<typeof cookiesTextSchema>
  legalNotice: z.infer<typeof noticeTextSchema>
  accessibility: z.infer<typeof accessibilityTextSchema>
}
