// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import '../renderer/i18n/types.ts'
import '../renderer/styles.css'
import { Layout } from '../components/layout/Layout.tsx'
import { company } from '../content/index.ts'
import { buildBreadcrumb, pageLabel } from '../renderer/breadcrumb.ts'
import { config } from '../renderer/config.ts'
import { renderDocument } from '../renderer/document.ts'
import { buildHead, hasBreadcrumb, renderHead } from '../renderer/head.ts'
import { i18nFor } from '../renderer/i18n/instance.ts'
import { resources } from '../renderer/i18n/resources.ts'
import { islandsEntryUrl } from '../renderer/islandsEntry.ts'
import { PageProvider } from '../renderer/PageContext.tsx'
import { pageMeta } from '../renderer/pageMeta.ts'
import { resolvePage } from '../renderer/resolvePage.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  if (!Page) throw new Error(`No +Page for ${pageContext.urlOriginal}`)
  const page = resolvePage(pageContext)
  const i18n = i18nFor(page.lang, resources)
  const breadcrumb = hasBreadcrumb(page.routeId) ? buildBreadcrumb(page, i18n.t) : undefined
  const meta = pageMeta(page, i18n.t, pageLabel(page, i18n.t))
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <PageProvider page={page}>
        <Layout breadcrumb={breadcrumb}>
          <Page />
        </Layout>
      </PageProvider>
    </I18nextProvider>,
  )
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
    notFound: page.routeId === 'notFound',
    dev: import.meta.env.DEV,
    recaptchaSiteKey: config().recaptchaSiteKey,
  })
  return escapeInject`${dangerouslySkipEscape(html)}`
}
