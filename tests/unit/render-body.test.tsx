import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../core/i18n/types.ts'
import { LayoutBottom, LayoutMain, LayoutTop } from '../../components/layout/Layout.tsx'
import { buildBreadcrumb } from '../../core/breadcrumb.ts'
import { i18nFor } from '../../core/i18n/instance.ts'
import { resources } from '../../core/i18n/resources.ts'
import DomainPage from '../../pages/services/@domain/+Page.tsx'
import { renderBody, sharedView } from '../../renderer/renderBody.tsx'
import { PageProvider } from '../../ui/PageContext.tsx'
import { sitePage } from './render-page.tsx'

/** The body as one React render of the whole layout: what the shared parts must add up to. */
function wholeBody(url: string): string {
  const page = sitePage(url)
  const i18n = i18nFor(page.lang, resources)
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <PageProvider page={page}>
        <LayoutTop />
        <LayoutMain breadcrumb={buildBreadcrumb(page, i18n.t)}>
          <DomainPage />
        </LayoutMain>
        <LayoutBottom />
      </PageProvider>
    </I18nextProvider>,
  )
}

const body = (url: string) => {
  const page = sitePage(url)
  const i18n = i18nFor(page.lang, resources)
  return renderBody(i18n, page, buildBreadcrumb(page, i18n.t), DomainPage)
}

describe('renderBody', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('renders the navigation bar and footer once per language and route, each page with its own links', () => {
    vi.stubEnv('DEV', false)
    // The second and third pages reuse the parts rendered for the first: same route, same language.
    for (const url of ['/en/services/cloud', '/en/services/robotics', '/services/robotics'])
      expect(body(url)).toBe(wholeBody(url))
    expect(body('/en/services/robotics')).toContain('href="/services/robotics" hrefLang="fr"')
    expect(body('/en/services/robotics')).not.toContain('@@alternate')
  })

  it('in development renders every part for every page, the same way', () => {
    vi.stubEnv('DEV', true)
    expect(body('/en/services/cloud')).toBe(wholeBody('/en/services/cloud'))
  })
})

describe('sharedView', () => {
  const page = sitePage('/en/services/cloud')

  it('shows a shared part only the fields it is cached on, the alternates as placeholders', () => {
    const view = sharedView(page, ['lang', 'alternates'])
    expect(view.lang).toBe('en')
    expect(view.alternates.fr).toMatch(/^@@alternate-fr@@$/)
    expect(() => view.url).toThrow(/rendered once per lang and alternates: they cannot read page.url/)
  })
})
