import { LANGUAGES, type SiteLang } from '../../shared/languages.ts'

/** An ISO date (yyyy-mm-dd) written out in a page's language: "1er décembre 2023", "1 December 2023". */
export function formatLongDate(iso: string, lang: SiteLang): string {
  const text = new Intl.DateTimeFormat(LANGUAGES[lang].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
  // French writes the first day of a month as an ordinal.
  return lang === 'fr' ? text.replace(/^1 /, '1er ') : text
}
