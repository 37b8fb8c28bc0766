// https://vike.dev/onRenderHtml
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import '../core/i18n/types.ts'
import '../renderer/styles.css'
import { company } from '../content/index.ts'
import { buildBreadcrumb, pageLabel } from '../core/breadcrumb.ts'
import { config } from '../core/config.ts'
import { i18nFor } from '../core/i18n/instance.ts'
import { resources } from '../core/i18n/resources.ts'
import { isNotFound } from '../core/routes.ts'
import { islandsEntryUrl, islandsSharedFiles } from '../islands/entry.ts'
import { renderDocument } from '../renderer/document.ts'
import { buildHead, hasBreadcrumb, renderHead } from '../renderer/head.ts'
import { pageMeta } from '../renderer/pageMeta.ts'
import { renderBody } from '../renderer/renderBody.tsx'
import { resolvePage } from '../renderer/resolvePage.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No +Page for ${pageContext.urlOriginal}`)
  const page = resolvePage(pageContext)
  const i18n = i18nFor(page.lang, resources)
  const breadcrumb = hasBreadcrumb(page.routeId) ? buildBreadcrumb(page, i18n.t) : undefined
  const meta = pageMeta(page, i18n.t, pageLabel(page, i18n.t))
  const body = renderBody(i18n, page, breadcrumb, Page)
  const head = buildHead({
    page,
    meta,
    siteUrl: config().siteUrl,
    siteName: company.brand,
    company,
    breadcrumb,
  })
  const html = renderDocument({
    lang: head.lang,
    dir: head.dir,
    head: renderHead(head),
    body,
    islandsEntry: islandsEntryUrl,
    islandsShared: islandsSharedFiles,
    notFound: isNotFound(page),
    dev: import.meta.env.DEV,
    recaptchaSiteKey: config().recaptchaSiteKey,
  })
  // The build draws the share image the head announces (scripts/build.ts).
  return {
    documentHtml: escapeInject`${dangerouslySkipEscape(html)}`,
    pageContext: { shareCard: meta.image?.card },
  }
}
