import { describe, expect, it } from 'vitest'
import { countryName, telHref } from '../../components/legal/format.ts'
import { formatPercent } from '../../components/services/format.ts'
import nearshoreData from '../../content/nearshore.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { nearshoreSchema } from '../../content/schemas/nearshore.ts'
import { SERVICE_KEYS, type ServiceKey, servicesSchema } from '../../content/schemas/services.ts'
import type { ServiceSection } from '../../content/servicePage.ts'
import servicesData from '../../content/services.json' with { type: 'json' }
import { servicePage } from '../../content/texts.ts'
import en from '../../locales/en/services.json' with { type: 'json' }
import fr from '../../locales/fr/services.json' with { type: 'json' }
import AutomatedPage from '../../pages/services/automated-testing/+Page.tsx'
import FunctionalPage from '../../pages/services/functional-testing/+Page.tsx'
import NearshorePage from '../../pages/services/nearshore/+Page.tsx'
import PerformancePage from '../../pages/services/performance-testing/+Page.tsx'
import AuditsPage from '../../pages/services/quality-audits/+Page.tsx'
import { leakedKeys, renderPage, sitePage, textOf } from './render-page.tsx'

/** The error message of a content file that fails its schema. */
function failure(file: string, schema: Parameters<typeof parseContent>[1], data: unknown): string {
  try {
    parseContent(file, schema, data)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error(`${file} was expected to fail validation`)
}

/** A section of a service page in a language, by its id. */
function section(lang: 'fr' | 'en', key: ServiceKey, id: string): ServiceSection {
  const found = servicePage(lang, key).sections.find((s) => s.id === id)
  if (!found) throw new Error(`no section ${id} on ${key}`)
  return found
}

/** The items of a section of a list type, with their texts. */
const itemsOf = (s: ServiceSection) =>
  'items' in s ? (s.items as ({ key: string } & Record<string, unknown>)[]) : []

describe('service page layouts (content/services.json)', () => {
  const { pages } = parseContent('content/services.json', servicesSchema, servicesData)
  type Item = Record<string, unknown>
  /** A copy of the shipped file to break, and the items of a page's section in it. */
  const copy = () => {
    const data = structuredClone(servicesData) as unknown as {
      pages: Record<string, { hero: unknown; sections: { items: Item[] }[] }>
    }
    const items = (key: ServiceKey, index: number): Item[] => data.pages[key]?.sections[index]?.items ?? []
    return { data, items }
  }

  it('lays out the five service pages, with the coverage figures of the spec', () => {
    expect(Object.keys(pages)).toEqual([...SERVICE_KEYS])
    const coverage = pages['functional-testing'].sections.find((s) => s.type === 'coverage')
    expect(coverage?.type === 'coverage' && coverage.items.map((i) => i.percent)).toEqual([100, 95, 90, 99])
  })

  it('lists six named automation tools and six named performance tools', () => {
    const tools = (key: ServiceKey) => {
      const found = pages[key].sections.find((s) => s.type === 'tools')
      return found?.type === 'tools' ? found.items.map((tool) => tool.name) : []
    }
    expect(tools('automated-testing')).toEqual([
      'Playwright',
      'Selenium',
      'Cypress',
      'Appium',
      'Robot Framework',
      'Postman / Newman',
    ])
    expect(tools('performance-testing')).toHaveLength(6)
    expect(tools('performance-testing')).toContain('Gatling')
  })

  it('names the file and key path of a figure out of range, a key listed twice and an unknown icon', () => {
    const { data: broken, items } = copy()
    Object.assign(items('functional-testing', 3)[1] ?? {}, { percent: 120 })
    const tools = items('automated-testing', 3)
    tools[1] = { ...tools[0] }
    Object.assign(items('functional-testing', 0)[0] ?? {}, { icon: 'rocket' })
    const message = failure('content/services.json', servicesSchema, broken)
    expect(message).toContain(
      'content/services.json: pages.functional-testing.sections.3.items.1.percent: a percentage, from 0 to 100',
    )
    expect(message).toContain(
      'content/services.json: pages.automated-testing.sections.3.items.1: "playwright" is listed twice',
    )
    expect(message).toMatch(
      /content\/services\.json: pages\.functional-testing\.sections\.0\.items\.0\.icon: /,
    )
  })

  it('refuses a button to a section the page does not have', () => {
    const { data: broken } = copy()
    Object.assign(broken.pages.nearshore ?? {}, { hero: { primary: '#pricing', secondary: 'contact' } })
    expect(failure('content/services.json', servicesSchema, broken)).toContain(
      'content/services.json: pages.nearshore.hero.primary: no section with the id "pricing"',
    )
  })
})

describe('Tunis office (content/nearshore.json)', () => {
  const { office } = parseContent('content/nearshore.json', nearshoreSchema, nearshoreData)

  it('accepts the shipped placeholder and says it is one', () => {
    expect(office.city).toBe('Tunis')
    expect(office.country).toBe('TN')
    expect(office.qaExperts).toBe(20)
    expect(nearshoreData._comment).toMatch(/PLACEHOLDER/)
  })

  it('names the file and key path of a malformed phone number or country', () => {
    const broken = { office: { ...nearshoreData.office, phone: '71 000 000', country: 'Tunisia' } }
    const message = failure('content/nearshore.json', nearshoreSchema, broken)
    expect(message).toContain(
      'content/nearshore.json: office.phone: international format, e.g. +216 71 000 000',
    )
    expect(message).toContain('content/nearshore.json: office.country: a two-letter ISO country code')
  })

  it('turns the displayed phone number into a tel: link', () => {
    expect(telHref('+216 71 000 000')).toBe('tel:+21671000000')
    expect(telHref(office.phone)).toMatch(/^tel:\+\d+$/)
  })
})

describe('service page texts (content/<lang>/services/<key>.json)', () => {
  it('uses the French button labels of the spec', () => {
    const label = (key: ServiceKey) => servicePage('fr', key).hero.primary.label
    expect(label('functional-testing')).toBe('Demander un devis')
    expect(label('automated-testing')).toBe('Automatiser mes tests')
    expect(label('quality-audits')).toBe('Demander un audit')
    const nearshore = servicePage('fr', 'nearshore')
    expect(nearshore.hero.title).toBe('Excellence QA Nearshore Tunisie')
    expect(nearshore.hero.primary.label).toBe('Découvrir nos services')
    expect(nearshore.hero.secondary.label).toBe('Contactez notre équipe')
    expect(nearshore.cta.primary.label).toBe('Demander un devis')
    expect(nearshore.cta.secondary?.label).toBe('Planifier un appel')
    expect(servicePage('en', 'nearshore').hero.title).toBe('Nearshore QA excellence in Tunisia')
  })

  it('describes every tool of the layout in both languages', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const key of ['automated-testing', 'performance-testing'] as const) {
        for (const tool of itemsOf(section(lang, key, 'tools'))) expect(tool.use).toBeTruthy()
      }
    }
  })

  it('shows the figures of the spec in both languages', () => {
    const space = /[\s\u202f\u00a0]/g
    const indicators = (lang: 'fr' | 'en', key: ServiceKey) =>
      servicePage(lang, key).hero.indicators.map((i) => i.value)
    const figures = (lang: 'fr' | 'en', key: ServiceKey, id: string, keys: string[]) =>
      (itemsOf(section(lang, key, id)) as { key: string; value: string }[])
        .filter((item) => keys.includes(item.key))
        .map((item) => item.value)
    const all = (lang: 'fr' | 'en') =>
      [
        ...indicators(lang, 'functional-testing'),
        ...indicators(lang, 'automated-testing'),
        ...figures(lang, 'automated-testing', 'roi', ['cost', 'bugs']),
        ...indicators(lang, 'performance-testing').slice(1),
        ...figures(lang, 'performance-testing', 'impact', ['conversion', 'bounce', 'satisfaction']),
        ...indicators(lang, 'quality-audits').slice(0, 2),
        ...figures(lang, 'quality-audits', 'benefits', ['bugs', 'velocity', 'satisfaction']),
      ].map((value) =>
        value
          .replace(space, '')
          .replace(/,(?=\d{3})/, '')
          .replace(',', '.'),
      )
    const expected = [
      '100%',
      '0',
      '48h',
      '10x',
      '99.9%',
      '75%',
      '-75%',
      '-90%',
      '1000+',
      '99.9%',
      '+23%',
      '-40%',
      '+15%',
      '360°',
      'A+',
      '-60%',
      '+40%',
      '+25%',
    ]
    expect(all('fr')).toEqual(expected)
    expect(all('en')).toEqual(expected)
    const badge = (lang: 'fr' | 'en', key: string) =>
      (itemsOf(section(lang, 'performance-testing', 'kinds')) as { key: string; badge?: string }[]).find(
        (item) => item.key === key,
      )?.badge
    expect(badge('fr', 'stress')).toMatch(/150\u202f%/)
    expect(badge('en', 'endurance')).toBe('24h+')
    expect(en.office.experts).toBe('{{experts}}+ QA experts')
    expect(fr.office.experts).toBe('Plus de {{experts}} experts QA')
  })
})

describe('service pages (one template, five layouts)', () => {
  const pages = [
    [FunctionalPage, 'functional-testing'],
    [AutomatedPage, 'automated-testing'],
    [PerformancePage, 'performance-testing'],
    [AuditsPage, 'quality-audits'],
    [NearshorePage, 'nearshore'],
  ] as const

  for (const lang of ['fr', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : ''
    it.each(pages)(`${lang}: %#: one h1, an h2 per section, the buttons of its layout`, (Page, key) => {
      const html = renderPage(Page, sitePage(`${prefix}/services/${key}`))
      const content = servicePage(lang, key)
      expect(leakedKeys(html)).toEqual([])
      expect(html.match(/<h1/g)).toHaveLength(1)
      const text = textOf(html)
      // textOf turns no-break spaces into spaces, as it does every space.
      const visible = (value: string) => value.replace(/\s+/g, ' ')
      expect(text).toContain(visible(content.hero.title))
      for (const s of content.sections) {
        expect(html).toContain(`id="${s.id}"`)
        expect(text).toContain(visible(s.title))
      }
      expect(text).toContain(visible(content.cta.title))
      expect(html).toContain(`href="${prefix}/contact`)
    })
  }

  it('links the other pages as each layout says', () => {
    const functional = renderPage(FunctionalPage, sitePage('/en/services/functional-testing'))
    expect(functional).toContain('href="/en/case-studies"')
    expect(functional).toContain('href="/en/our-expertise"')
    const nearshore = renderPage(NearshorePage, sitePage('/services/nearshore'))
    expect(nearshore).toContain('href="#services"')
    expect(nearshore).toContain(
      `href="/contact?subject=${encodeURIComponent('Nearshore Tunisie\u00a0: planifier un appel')}"`,
    )
    expect(nearshore).toContain('href="tel:+21671000000"')
    expect(textOf(nearshore)).toContain('Plus de 20 experts QA')
  })
})

describe('formatting helpers', () => {
  it('writes percentages the way each language does', () => {
    expect(formatPercent(95, 'en')).toBe('95%')
    expect(formatPercent(95, 'fr')).toMatch(/^95[\u202f\u00a0]%$/)
  })

  it('names a country in the page language', () => {
    expect(countryName('TN', 'fr')).toBe('Tunisie')
    expect(countryName('TN', 'en')).toBe('Tunisia')
  })
})
