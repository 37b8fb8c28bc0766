import { createInstance, type i18n } from 'i18next'
import HttpBackend from 'i18next-http-backend'
import type { Namespace } from '../core/i18n/namespaces.ts'

let instance: Promise<i18n> | undefined

/**
 * The browser's i18next instance, shared by every island of the page, in the page's language.
 * Namespaces are fetched on demand from /locales/{lng}/{ns}.json, once each.
 */
export async function islandI18n(namespaces: readonly Namespace[]): Promise<i18n> {
  instance ??= (async () => {
    const i18n = createInstance().use(HttpBackend)
    await i18n.init({
      lng: document.documentElement.lang || 'fr',
      fallbackLng: false,
      ns: [],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
    return i18n
  })()
  const i18n = await instance
  try {
    await i18n.loadNamespaces([...namespaces])
  } catch (error) {
    console.error('Failed to load translations', error)
  }
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(i18n.language, ns))
  // Hydrating without its texts would show keys in place of the page's words: the island stays plain
  // HTML instead (the loader lets what was held go through natively).
  if (missing.length) throw new Error(`Translations not loaded: ${i18n.language}: ${missing.join(', ')}`)
  return i18n
}
