import { createInstance, type i18n } from 'i18next'
import { cached } from '../../shared/cached.ts'
import type { Lang } from '../../shared/languages.ts'
import type { LocaleTree } from './check.ts'

type Resources = Record<string, Record<string, LocaleTree>>

/** A fresh i18next instance in one language, with every namespace loaded synchronously. */
export function createI18n(lang: Lang, resources: Resources): i18n {
  const instance = createInstance()
  void instance.init({
    lng: lang,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[lang] ?? {}),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

const shared = new WeakMap<Resources, Map<Lang, i18n>>()

/**
 * The server's instance for a language, shared by every page rendered from the same locale files.
 * Safe because nothing changes its language or resources after creation; in dev, editing a locale file
 * produces a new `resources` object, hence fresh instances.
 */
export function i18nFor(lang: Lang, resources: Resources): i18n {
  const byLang = cached(shared, resources, () => new Map<Lang, i18n>())
  return cached(byLang, lang, () => createI18n(lang, resources))
}
