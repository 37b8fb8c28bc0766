/** Languages the interface knows, their direction, and which are pre-rendered. */
export const LANGUAGES = {
  fr: { name: 'Français', dir: 'ltr', intl: 'fr-FR', ogLocale: 'fr_FR' },
  en: { name: 'English', dir: 'ltr', intl: 'en-GB', ogLocale: 'en_GB' },
  es: { name: 'Español', dir: 'ltr', intl: 'es-ES', ogLocale: 'es_ES' },
  // Western digits in Arabic (ar-u-nu-latn): the figures of the texts and data are written so, as is usual in
  // Tunisia and the Maghreb and common in Gulf business writing; dates and numbers must not mix two digit sets.
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-u-nu-latn', ogLocale: 'ar_AR' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl'; intl: string; ogLocale: string }>

export type Lang = keyof typeof LANGUAGES

/** French is the default and reference locale. */
export const DEFAULT_LANG = 'fr' satisfies Lang

/** Languages whose locale files are complete and which are pre-rendered, default first. */
export const SITE_LANGS = ['fr', 'en', 'es', 'ar'] as const satisfies readonly Lang[]
export type SiteLang = (typeof SITE_LANGS)[number]

/** Languages offered by the switcher in the navigation bar. */
export const SWITCHER_LANGS: readonly SiteLang[] = ['fr', 'en']

/** localStorage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language'

/** The locale Intl formats a language's dates and numbers with (its digits included). */
export function intlLocale(lang: string): string {
  return lang in LANGUAGES ? LANGUAGES[lang as Lang].intl : lang
}

export function isSiteLang(value: unknown): value is SiteLang {
  return typeof value === 'string' && (SITE_LANGS as readonly string[]).includes(value)
}

export function direction(lang: Lang): 'ltr' | 'rtl' {
  return LANGUAGES[lang].dir
}
