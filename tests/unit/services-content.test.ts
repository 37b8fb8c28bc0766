import { describe, expect, it } from 'vitest'
import { countryName, telHref } from '../../components/legal/format.ts'
import { formatPercent } from '../../components/services/format.ts'
import nearshoreData from '../../content/nearshore.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { nearshoreSchema } from '../../content/schemas/nearshore.ts'
import { servicesSchema } from '../../content/schemas/services.ts'
import servicesData from '../../content/services.json' with { type: 'json' }
import { checkLocales } from '../../core/i18n/check.ts'
import en from '../../locales/en/services.json' with { type: 'json' }
import fr from '../../locales/fr/services.json' with { type: 'json' }

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

describe('service pages content (content/services.json)', () => {
  const services = parseContent('content/services.json', servicesSchema, servicesData)

  it('accepts the shipped file with the coverage figures of the spec', () => {
    expect(services.coverage).toEqual({ criticalPaths: 100, features: 95, browsers: 90, regressions: 99 })
  })

  it('lists six named automation tools and six named performance tools', () => {
    expect(services.automationTools.map((tool) => tool.name)).toEqual([
      'Playwright',
      'Selenium',
      'Cypress',
      'Appium',
      'Robot Framework',
      'Postman / Newman',
    ])
    expect(services.performanceTools).toHaveLength(6)
    expect(services.performanceTools.map((tool) => tool.name)).toContain('Gatling')
  })

  it('names the file and key path of a figure out of range', () => {
    const broken = { ...servicesData, coverage: { ...servicesData.coverage, features: 120 } }
    expect(failure('content/services.json', servicesSchema, broken)).toContain(
      'content/services.json: coverage.features: a percentage, from 0 to 100',
    )
  })

  it('names the key path of a tool listed twice or unknown', () => {
    const tools = servicesData.automationTools
    const duplicated = { ...servicesData, automationTools: [tools[0], tools[0], ...tools.slice(2)] }
    expect(failure('content/services.json', servicesSchema, duplicated)).toContain(
      'content/services.json: automationTools.1.id: "playwright" is listed twice',
    )
    const unknown = {
      ...servicesData,
      performanceTools: [{ id: 'wrk', name: 'wrk' }, ...servicesData.performanceTools.slice(1)],
    }
    expect(failure('content/services.json', servicesSchema, unknown)).toMatch(
      /content\/services\.json: performanceTools\.0\.id: /,
    )
  })

  it('requires exactly six tools per list', () => {
    const short = { ...servicesData, performanceTools: servicesData.performanceTools.slice(0, 5) }
    expect(failure('content/services.json', servicesSchema, short)).toMatch(
      /content\/services\.json: performanceTools: /,
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

describe('services texts (locales/*/services.json)', () => {
  it('has the same keys in English as in French, none empty', () => {
    expect(checkLocales({ fr: { services: fr }, en: { services: en } }, 'fr', ['fr', 'en'])).toEqual([])
  })

  it('describes every tool of the content file in both languages', () => {
    for (const texts of [fr, en]) {
      for (const { id } of servicesData.automationTools) {
        expect(texts.automated.tools.items[id as keyof typeof fr.automated.tools.items].use).toBeTruthy()
      }
      for (const { id } of servicesData.performanceTools) {
        expect(texts.performance.tools.items[id as keyof typeof fr.performance.tools.items].use).toBeTruthy()
      }
    }
  })

  it('uses the French button labels of the spec', () => {
    expect(fr.functional.hero.cta).toBe('Demander un devis')
    expect(fr.automated.hero.cta).toBe('Automatiser mes tests')
    expect(fr.audits.hero.cta).toBe('Demander un audit')
    expect(fr.nearshore.hero.title).toBe('Excellence QA Nearshore Tunisie')
    expect(fr.nearshore.hero.services).toBe('Découvrir nos services')
    expect(fr.nearshore.hero.contact).toBe('Contactez notre équipe')
    expect(fr.nearshore.cta.quote).toBe('Demander un devis')
    expect(fr.nearshore.cta.call).toBe('Planifier un appel')
    expect(en.nearshore.hero.title).toBe('Nearshore QA excellence in Tunisia')
  })

  it('shows the figures of the spec in both languages', () => {
    const space = /[\s\u202f\u00a0]/g
    const figures = (texts: typeof fr) =>
      [
        texts.functional.indicators.coverage.value,
        texts.functional.indicators.criticalBugs.value,
        texts.functional.indicators.delay.value,
        texts.automated.indicators.speed.value,
        texts.automated.indicators.reliability.value,
        texts.automated.indicators.savings.value,
        texts.automated.roi.items.cost.value,
        texts.automated.roi.items.bugs.value,
        texts.performance.indicators.users.value,
        texts.performance.indicators.availability.value,
        texts.performance.impact.items.conversion.value,
        texts.performance.impact.items.bounce.value,
        texts.performance.impact.items.satisfaction.value,
        texts.audits.indicators.scope.value,
        texts.audits.indicators.score.value,
        texts.audits.benefits.items.bugs.value,
        texts.audits.benefits.items.velocity.value,
        texts.audits.benefits.items.satisfaction.value,
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
    expect(figures(fr)).toEqual(expected)
    expect(figures(en)).toEqual(expected)
    expect(fr.performance.kinds.items.stress.badge).toMatch(/150\u202f%/)
    expect(en.performance.kinds.items.endurance.badge).toBe('24h+')
    expect(en.nearshore.office.experts).toBe('{{experts}}+ QA experts')
    expect(fr.nearshore.office.experts).toBe('Plus de {{experts}} experts QA')
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
