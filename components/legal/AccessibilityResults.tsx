import { accessibilityResults as measured } from '../../content/index.ts'
import { fillPlaceholders } from '../../content/placeholders.ts'
import { RESULT_ROWS } from '../../content/schemas/legalText.ts'
import { intlLocale } from '../../shared/languages.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { DataTable } from './DataTable.tsx'
import { formatDate } from './format.ts'
import { useLegalText } from './useLegalText.ts'

const COLUMNS = ['check', 'scope', 'tool'] as const

/**
 * The statement's figures, as the test suite measured them (content/accessibility.json, written from its
 * results and checked against them by npm test): one row per check, its scope filled with the figures.
 */
export function AccessibilityResults() {
  const lang = useLang()
  const { results } = useLegalText('accessibility')
  const locale = intlLocale(lang)
  const list = (items: readonly (string | number)[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(items.map(String))
  const number = (n: number) => new Intl.NumberFormat(locale).format(n)
  const languageName = new Intl.DisplayNames([locale], { type: 'language' })
  const languages = (codes: readonly string[]) => list(codes.map((code) => languageName.of(code) ?? code))
  const figures = {
    axe: { pages: number(measured.axe.pages), states: number(measured.axe.states) },
    layout: { pages: number(measured.layout.pages), widths: list(measured.layout.widths) },
    textSpacing: { pages: number(measured.textSpacing.pages), widths: list(measured.textSpacing.widths) },
    textZoom: {
      templates: number(measured.textZoom.templates),
      languages: languages(measured.textZoom.languages),
      widths: list(measured.textZoom.widths),
    },
    contrastThemes: {
      views: number(measured.contrastThemes.views),
      languages: languages(measured.contrastThemes.languages),
    },
    reducedMotion: { checks: number(measured.reducedMotion.checks) },
    screenReader: {
      transcripts: number(measured.screenReader.transcripts),
      languages: languages(measured.screenReader.languages),
    },
    keyboard: { engines: list(measured.keyboard.engines) },
  } satisfies Record<(typeof RESULT_ROWS)[number], Record<string, string>>
  const rows = Object.fromEntries(
    RESULT_ROWS.map((row) => [
      row,
      { ...results.rows[row], scope: fillPlaceholders(results.rows[row].scope, figures[row]) },
    ]),
  )
  return (
    <>
      <p>{fillPlaceholders(results.intro, { date: formatDate(measured.measured, lang) })}</p>
      <DataTable caption={results.caption} columns={COLUMNS} headers={results.headers} rows={rows} />
    </>
  )
}
