import { describe, expect, it } from 'vitest'
import { HEAD_SCRIPT } from '../../core/headScripts/index.ts'
import { renderDocument } from '../../renderer/document.ts'

const parts = {
  lang: 'fr',
  dir: 'ltr' as const,
  head: '<title>T</title>',
  islandsEntry: () => '/islands/client-abc.js',
}

describe('renderDocument', () => {
  it('loads no script file on a page without islands', () => {
    const html = renderDocument({ ...parts, body: '<main><h1>Hello</h1></main>' })
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).toContain('<html lang="fr" dir="ltr">')
  })

  it('names the islands entry for the head script on a page with an island, without fetching it at once', () => {
    const html = renderDocument({
      ...parts,
      body: '<div data-island="Newsletter" data-hydrate="interaction"></div>',
    })
    expect(html).toContain('<html lang="fr" dir="ltr" data-islands="/islands/client-abc.js">')
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(renderDocument({ ...parts, body: '' })).toContain('<html lang="fr" dir="ltr">')
  })

  it('loads the islands entry at once in dev (after the React preamble)', () => {
    const html = renderDocument({ ...parts, dev: true, body: '<div data-island="Share"></div>' })
    expect(html.match(/<script[^>]+src="([^"]+)"/g)).toEqual([
      '<script type="module" src="/islands/client-abc.js"',
    ])
  })

  it('holds the first paint until the page is parsed to its last element, the consent banner', () => {
    const html = renderDocument({ ...parts, body: '' })
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="expect" href="#cookie-consent" blocking="render">')
  })

  it('inlines the favicon (no request of its own)', () => {
    expect(renderDocument({ ...parts, body: '' })).toMatch(
      /<link rel="icon" href="data:image\/svg\+xml,%3Csvg/,
    )
  })

  it('carries the language script, and the 404 log only on the not-found page', () => {
    expect(renderDocument({ ...parts, body: '' })).toContain(HEAD_SCRIPT)
    expect(renderDocument({ ...parts, body: '' })).not.toContain('404: no page at')
    expect(renderDocument({ ...parts, body: '', notFound: true })).toContain('404: no page at')
  })
})
