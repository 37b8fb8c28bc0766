// The body of a pre-rendered page. The parts of the layout every page of a language shares (navigation
// bar, footer, chat, consent) are rendered once per language and route instead of once per page: on a site
// of thousands of articles, that was most of the pre-rendering time.
import type { i18n as I18n } from 'i18next'
import type { ComponentType, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { LayoutBottom, LayoutMain, LayoutTop } from '../components/layout/Layout.tsx'
import type { BreadcrumbItem } from '../core/breadcrumb.ts'
import type { SitePage } from '../core/routes.ts'
import { cached } from '../shared/cached.ts'
import { SITE_LANGS } from '../shared/languages.ts'
import { PageProvider } from '../ui/PageContext.tsx'

const render = (i18n: I18n, page: SitePage, node: ReactNode) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <PageProvider page={page}>{node}</PageProvider>
    </I18nextProvider>,
  )

/** Stands for the page's address in a language in a shared part, until the page's own is filled in. */
const alternateToken = (lang: string) => `@@alternate-${lang}@@`

/** Attribute escaping as React does it, so a filled-in part is the same bytes React would have written. */
const escapeAttribute = (value: string) =>
  value.replace(/["&'<>]/g, (c) => `&${{ '"': 'quot', '&': 'amp', "'": '#x27', '<': 'lt', '>': 'gt' }[c]};`)

/**
 * The page as a shared part may see it: only the fields its cache key covers, the alternates as tokens.
 * Reading any other field throws, so a layout change that makes a shared part depend on more of the page
 * fails the build instead of showing one page's data on another.
 */
export function sharedView(page: SitePage, fields: readonly (keyof SitePage)[]): SitePage {
  const view: Partial<SitePage> = Object.fromEntries(
    fields.map((field) => [
      field,
      field === 'alternates'
        ? Object.fromEntries(SITE_LANGS.map((lang) => [lang, alternateToken(lang)]))
        : page[field],
    ]),
  )
  return new Proxy(view, {
    get(target, field) {
      if (typeof field === 'symbol' || field in target) return Reflect.get(target, field)
      throw new Error(
        `The shared layout parts are rendered once per ${fields.join(' and ')}: they cannot read page.${field} (renderer/renderBody.tsx)`,
      )
    },
  }) as SitePage
}

/** Shared parts by i18n instance (one per language and set of locale files) and key. */
const sharedParts = new WeakMap<I18n, Map<string, string>>()

function sharedPart(i18n: I18n, page: SitePage, fields: readonly (keyof SitePage)[], node: ReactNode) {
  const create = () => render(i18n, sharedView(page, fields), node)
  const key = fields.map((field) => (field === 'alternates' ? 'alternates' : String(page[field]))).join('|')
  // In development, content and components change under a running server: nothing is kept.
  const html = import.meta.env.DEV
    ? create()
    : cached(
        cached(sharedParts, i18n, () => new Map()),
        `${fields.join()}:${key}`,
        create,
      )
  return fields.includes('alternates') ? fillAlternates(html, page) : html
}

/** A shared part with the page's own addresses in place of the alternates' tokens. */
const fillAlternates = (html: string, page: SitePage) =>
  SITE_LANGS.reduce(
    (out, lang) => out.replaceAll(alternateToken(lang), escapeAttribute(page.alternates[lang])),
    html,
  )

/** The whole body of a page: shared navigation bar, the page's breadcrumb and content, shared footer. */
export function renderBody(
  i18n: I18n,
  page: SitePage,
  breadcrumb: readonly BreadcrumbItem[] | undefined,
  Page: ComponentType,
): string {
  return (
    sharedPart(i18n, page, ['lang', 'routeId', 'alternates'], <LayoutTop />) +
    render(
      i18n,
      page,
      <LayoutMain breadcrumb={breadcrumb}>
        <Page />
      </LayoutMain>,
    ) +
    sharedPart(i18n, page, ['lang'], <LayoutBottom />)
  )
}
