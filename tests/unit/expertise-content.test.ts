import { describe, expect, it } from 'vitest'
import { DOMAINS, domainKeys, isOffreKey, isServiceKey } from '../../components/expertise/keys.ts'
import domainsData from '../../content/domains.json' with { type: 'json' }
import { texts } from '../../content/texts.ts'
import enExpertise from '../../locales/en/expertise.json' with { type: 'json' }
import frExpertise from '../../locales/fr/expertise.json' with { type: 'json' }
import ExpertisePage from '../../pages/expertise/+Page.tsx'
import OffrePage from '../../pages/offre/@domain/+Page.tsx'
import ServicePage from '../../pages/services/@domain/+Page.tsx'
import { leakedKeys, renderPage, sitePage, textOf } from './render-page.tsx'

const LOCALES = { fr: frExpertise, en: enExpertise } as const
/** The texts of a domain (content/<lang>/domains/<service>.json). */
const domainTexts = (lang: 'fr' | 'en', service: string) => {
  const text = texts[lang].domains[service]
  if (!text) throw new Error(`no texts for ${service} in ${lang}`)
  return text
}
const LIST_PARTS = ['scope', 'testing', 'automation', 'deliverables'] as const
const TEXT_PARTS = ['security', 'audit'] as const

describe('expertise texts of every domain of content/domains.json', () => {
  it('keeps the content order and maps each service key to its offre key', () => {
    expect(DOMAINS).toEqual(domainsData.domains)
    expect(DOMAINS.map((d) => d.service)).toEqual([
      'web-mobile',
      'embedded-iot',
      'robotics',
      'ai-ml',
      'data-analytics',
      'blockchain',
      'cloud',
      'arvr',
    ])
  })

  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: each domain has title, description, scope, security and audit`, () => {
      for (const { service } of DOMAINS) {
        const domain = domainTexts(lang, service)
        for (const field of ['title', 'description', 'scope', 'security', 'audit'] as const) {
          expect(domain[field].trim(), `content/${lang}/domains/${service}.json: ${field}`).not.toBe('')
        }
      }
    })

    it(`${lang}: each specialised offer has a hero and six sections with items or a description`, () => {
      for (const { service } of DOMAINS) {
        const o = domainTexts(lang, service).offer
        const where = `content/${lang}/domains/${service}.json: offer`
        expect(o.hero.title, where).not.toBe('')
        expect(o.hero.subtitle, where).not.toBe('')
        for (const part of LIST_PARTS) {
          expect(o[part].title, `${where}.${part}.title`).not.toBe('')
          expect(Object.values(o[part].items).length, `${where}.${part}.items`).toBeGreaterThanOrEqual(3)
        }
        for (const part of TEXT_PARTS) expect(o[part].description, `${where}.${part}`).not.toBe('')
      }
    })
  }

  it('has the spec wording of the unknown-domain message and of the test types title', () => {
    expect(frExpertise.notFound.title).toBe('Domaine non trouvé')
    expect(frExpertise.notFound.description).toBe("Ce domaine n'existe pas ou n'est pas encore disponible.")
    expect(enExpertise.notFound.title).toBe('Domain not found')
    expect(enExpertise.notFound.description).toBe('This domain does not exist or is not available yet.')
    expect(frExpertise.domainPage.testTypes.title).toBe('Types de Tests')
    expect(enExpertise.domainPage.testTypes.title).toBe('Types of tests')
  })

  it('fails with the file and key path when a domain of content/domains.json has no name', () => {
    expect(() =>
      domainKeys([
        { service: 'cloud', offre: 'cloud' },
        { service: 'quantum', offre: 'cloud' },
      ]),
    ).toThrow(
      'content/domains.json: domains.1.service: "quantum" has no name at domains.quantum in locales/fr/common.json',
    )
    // A domain without its texts (content/<lang>/domains/<service>.json): tests/unit/content-texts.test.ts.
  })

  it('recognises only the keys of content/domains.json (not inherited object properties)', () => {
    expect(isServiceKey('cloud')).toBe(true)
    expect(isOffreKey('ar-vr')).toBe(true)
    for (const key of ['xyz', 'toString', '__proto__', 'arvr ', undefined]) {
      expect(isServiceKey(key)).toBe(false)
      expect(isOffreKey(key)).toBe(false)
    }
    expect(isServiceKey('ar-vr')).toBe(false)
    expect(isOffreKey('arvr')).toBe(false)
  })
})

describe('expertise overview', () => {
  for (const url of ['/notre-offre', '/services', '/our-expertise', '/en/our-expertise']) {
    it(`${url}: eight cards to /offre/<key>, #security, #audit, contact and case studies`, () => {
      const page = sitePage(url)
      const html = renderPage(ExpertisePage, page)
      expect(leakedKeys(html)).toEqual([])
      expect(html.match(/<h1/g)).toHaveLength(1)
      const prefix = page.lang === 'en' ? '/en' : ''
      for (const { offre } of DOMAINS) expect(html).toContain(`href="${prefix}/offre/${offre}"`)
      expect(html).toContain('id="security"')
      expect(html).toContain('id="audit"')
      expect(html).toContain(`href="${prefix}/contact"`)
      expect(html).toContain(`href="${prefix}/case-studies"`)
    })
  }
})

describe('domain pages', () => {
  for (const lang of ['fr', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : ''
    it(`${lang}: every /services/<service> page renders its texts, test types and links`, () => {
      for (const { service } of DOMAINS) {
        const html = renderPage(ServicePage, sitePage(`${prefix}/services/${service}`))
        expect(leakedKeys(html), service).toEqual([])
        const text = textOf(html)
        expect(text).toContain(domainTexts(lang, service).scope)
        expect(text).toContain(LOCALES[lang].domainPage.testTypes.title)
        expect(html).toContain(`href="${prefix}/contact?subject=`)
        expect(html).toContain(`href="${prefix === '/en' ? '/en/our-expertise' : '/notre-offre'}"`)
      }
    })

    it(`${lang}: every /offre/<offre> page renders its six sections`, () => {
      for (const { service, offre } of DOMAINS) {
        const html = renderPage(OffrePage, sitePage(`${prefix}/offre/${offre}`))
        expect(leakedKeys(html), offre).toEqual([])
        for (const id of ['scope', 'testing', 'automation', 'security', 'audit', 'deliverables']) {
          expect(html).toContain(`id="${id}-title"`)
        }
        const text = textOf(html)
        for (const item of Object.values(domainTexts(lang, service).offer.deliverables.items))
          expect(text).toContain(item)
      }
    })

    it(`${lang}: an unknown key shows the not-found message with the way back the spec names`, () => {
      // Spec: back to /services from the shared domain page, to /notre-offre from the specialised one.
      for (const [Page, url, back] of [
        [ServicePage, `${prefix}/services/cloud`, `${prefix}/services`],
        [OffrePage, `${prefix}/offre/cloud`, lang === 'en' ? '/en/our-expertise' : '/notre-offre'],
      ] as const) {
        const html = renderPage(Page, sitePage(url, 'xyz'))
        const text = textOf(html)
        expect(text).toContain(LOCALES[lang].notFound.title)
        expect(text).toContain(LOCALES[lang].notFound.description)
        expect(html).toContain(`href="${back}"`)
      }
    })
  }
})
