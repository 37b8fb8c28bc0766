import { describe, expect, it } from 'vitest'
import data from '../../content/home.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { homeSchema } from '../../content/schemas/home.ts'
import Page from '../../pages/index/+Page.tsx'
import { leakedKeys, renderPage, sitePage, textOf } from './render-page.tsx'

function errorOf(value: unknown): string {
  try {
    parseContent('content/home.json', homeSchema, value)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected content/home.json to be rejected')
}

describe('content/home.json', () => {
  it('is accepted and holds the spec figures: 5 years, 50+ specialists, 50+ projects', () => {
    const { figures } = parseContent('content/home.json', homeSchema, data)
    expect(figures).toEqual([
      { key: 'years', value: 5, orMore: false },
      { key: 'specialists', value: 50, orMore: true },
      { key: 'projects', value: 50, orMore: true },
    ])
  })

  it('names the file and key path of a broken figure', () => {
    const broken = structuredClone(data)
    Object.assign(broken.figures[1] ?? {}, { key: 'clients', value: -3 })
    const message = errorOf(broken)
    expect(message).toContain('content/home.json: figures.1.key:')
    expect(message).toContain('content/home.json: figures.1.value:')
  })

  it('requires the three figures, each once', () => {
    expect(errorOf({ figures: data.figures.slice(0, 2) })).toMatch(
      /content\/home\.json: figures: exactly 3 figures: years, specialists, projects/,
    )
    const twice = { figures: [data.figures[0], data.figures[0], data.figures[2]] }
    expect(errorOf(twice)).toContain('content/home.json: figures: each figure key appears once')
  })
})

describe('home page', () => {
  it('the key-leak check spots a missing text', () => {
    expect(leakedKeys('<p>quickAccess.cards.about.title</p><a href="/">Accueil</a>')).toEqual([
      'quickAccess.cards.about.title',
    ])
  })

  for (const url of ['/', '/en']) {
    it(`${url} renders every text, the figures and the six quick-access links`, () => {
      const page = sitePage(url)
      const html = renderPage(Page, page)
      expect(leakedKeys(html)).toEqual([])
      const text = textOf(html)
      for (const figure of ['5', '50+']) expect(text).toContain(` ${figure} `)
      expect(html.match(/<h1/g)).toHaveLength(1)
      const prefix = page.lang === 'en' ? '/en' : ''
      for (const path of [
        '/about',
        '/our-expertise',
        '/case-studies',
        '/community',
        '/careers',
        '/contact',
      ]) {
        const target = path === '/our-expertise' && page.lang === 'fr' ? '/notre-offre' : prefix + path
        expect(html).toContain(`href="${target}"`)
      }
    })
  }
})
