// Bench, first interactions: which rows are timed, and for which visitor, in every engine (the rows
// themselves: interaction-rows.ts).
import type { SiteLang } from '../../shared/languages.ts'
import { type Row, rowsFor } from './interaction-rows.ts'
import type { Visitor } from './results.ts'

/** A row and the visitor it is timed for. */
export interface Case {
  row: Row
  visitor: Visitor
}

/**
 * The editions whose first interactions are timed: French (the reference), and Spanish and Arabic, whose
 * texts, fonts and right-to-left layout differ (English runs the same pages as French, in shorter words).
 */
const INTERACTION_LANGS: readonly SiteLang[] = ['fr', 'es', 'ar']

/** The full bench: every row of every timed edition, for a first-time and a returning visitor. */
export const allCases = (): Case[] =>
  INTERACTION_LANGS.flatMap(rowsFor).flatMap((row) =>
    (['first', 'returning'] as const)
      .filter((visitor) => visitor === 'first' || !row.firstTimeOnly)
      .map((visitor) => ({ row, visitor })),
  )

/**
 * --quick: one row per island on the French pages but the contact form's (it types 26 keys at a visitor's
 * pace, about 7 s a run; the newsletter's submit stands for the forms), and the chat's opening on the
 * Arabic page (right to left, its own fonts), each for a first-time visitor (whose page also shows the
 * consent banner).
 */
export const QUICK_ROWS = [
  'banner answer',
  'chat open',
  'search Enter',
  'community open',
  'newsletter submit',
  'share copy',
  'chat open (ar)',
]
export const quickCases = (): Case[] =>
  allCases().filter((c) => c.visitor === 'first' && QUICK_ROWS.includes(c.row.name))
