import { intlLocale, type SiteLang } from '../../shared/languages.ts'

/** A percentage written the way the language writes it: 95 → '95 %' in French, '95%' in English. */
export function formatPercent(value: number, lang: SiteLang): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  )
}
