import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import '../../core/i18n/types.ts'
import { createI18n } from '../../core/i18n/instance.ts'
import { resources } from '../../core/i18n/resources.ts'
import { findPage, type SitePage } from '../../core/routes.ts'
import type { SiteLang } from '../../shared/languages.ts'
import { PageProvider } from '../../ui/PageContext.tsx'

/** The registry page served at a URL; `param` overrides its route parameter (e.g. an unknown key). */
export function sitePage(url: string, param?: string): SitePage {
  const page = findPage(url)
  if (!page) throw new Error(`no page at ${url}`)
  return param === undefined ? page : { ...page, param }
}

/** Server-renders a page body as the site does (one i18n instance per render), without the layout. */
export function renderPage(Page: ComponentType, page: SitePage, lang: SiteLang = page.lang): string {
  return renderToString(
    <I18nextProvider i18n={createI18n(lang, resources)}>
      <PageProvider page={page}>
        <Page />
      </PageProvider>
    </I18nextProvider>,
  )
}

/** Top-level keys of every French namespace: a rendered text starting with one looks like a leaked key. */
const topLevelKeys = new Set(Object.values(resources.fr ?? {}).flatMap((ns) => Object.keys(ns)))

/** Texts of the HTML that look like a translation key (e.g. "offre.cloud.hero.title"), i.e. a missing text. */
export function leakedKeys(html: string): string[] {
  const keyLike = /(?:>|=")\s*([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+)+)\s*(?:<|")/g
  return [...html.matchAll(keyLike)]
    .map((m) => m[1] ?? '')
    .filter((text) => topLevelKeys.has(text.split('.')[0] ?? ''))
}

/** The visible text of an HTML fragment, tags removed and entities of apostrophes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
