import { z } from 'zod'

const count = z.int().nonnegative()
const widths = z.array(z.int().positive()).min(1)
const langs = z.array(z.enum(['fr', 'en', 'es', 'ar'])).min(1)

/**
 * content/accessibility.json: what the test suite checked, as it measured it (written by
 * `npm run a11y-results -- --update` from the records the checks leave, checked against them by
 * `npm test`). The accessibility statement shows these figures and no others.
 */
export const accessibilitySchema = z.strictObject({
  _comment: z.string().optional(),
  /** The day the figures were last written from a full run, ISO yyyy-mm-dd. */
  measured: z.iso.date(),
  /** axe-core (WCAG 2.2 A and AA rules and best practices) on every page at a first visit, and on the states a tap opens. */
  axe: z.strictObject({ pages: count, states: count }),
  /** The layout sweep: every page, nothing past an edge or clipped, at these widths. */
  layout: z.strictObject({ pages: count, widths }),
  /** WCAG 1.4.12 text spacing on every page at these widths. */
  textSpacing: z.strictObject({ pages: count, widths }),
  /** Text zoomed to 200 % (a 24 px minimum font size) on each template, in these languages and widths. */
  textZoom: z.strictObject({ templates: count, languages: langs, widths }),
  /** Contrast themes: the pages and tapped states checked, in these languages, in a dark and a light theme. */
  contrastThemes: z.strictObject({
    views: count,
    languages: langs,
    themes: z.array(z.enum(['dark', 'light'])),
  }),
  /** Reduced motion: the situations checked. */
  reducedMotion: z.strictObject({ checks: count }),
  /** The screen reader's transcripts, in these languages. */
  screenReader: z.strictObject({ transcripts: count, languages: langs }),
  /** The keyboard-only journey: the browser engines it passed in, with their major versions. */
  keyboard: z.strictObject({ engines: z.array(z.string().min(1)).min(1) }),
})
export type AccessibilityResults = z.infer<typeof accessibilitySchema>
