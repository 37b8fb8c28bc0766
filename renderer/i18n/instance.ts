import { createInstance, type i18n } from 'i18next'
import type { LocaleTree } from './check.ts'
import type { Lang } from './config.ts'

/** A fresh i18next instance for one render (renders run in parallel: never a shared instance). */
export function createI18n(lang: Lang, resources: Record<string, Record<string, LocaleTree>>): i18n {
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
