import { describe, expect, it } from 'vitest'
import { formatLongDate } from '../../components/about/formatDate.ts'
import careersData from '../../content/careers.json' with { type: 'json' }
import casesData from '../../content/cases.json' with { type: 'json' }
import consultantsData from '../../content/consultants.json' with { type: 'json' }
import officesData from '../../content/offices.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { careersSchema } from '../../content/schemas/careers.ts'
import { casesSchema } from '../../content/schemas/cases.ts'
import { consultantsSchema } from '../../content/schemas/consultants.ts'
import { officesSchema } from '../../content/schemas/offices.ts'
import enAbout from '../../locales/en/about.json' with { type: 'json' }
import enCareers from '../../locales/en/careers.json' with { type: 'json' }
import enCases from '../../locales/en/cases.json' with { type: 'json' }
import enConsultants from '../../locales/en/consultants.json' with { type: 'json' }
import frAbout from '../../locales/fr/about.json' with { type: 'json' }
import frCareers from '../../locales/fr/careers.json' with { type: 'json' }
import frCases from '../../locales/fr/cases.json' with { type: 'json' }
import frConsultants from '../../locales/fr/consultants.json' with { type: 'json' }

/** The error message of a content file that fails its schema. */
function errorOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected the content to be rejected')
}

const clone = <T>(value: T): T => structuredClone(value)

/** The item at an index of a fixture list, which the test expects to exist. */
function at<T>(list: T[], index: number): T {
  const item = list[index]
  if (item === undefined) throw new Error(`fixture has no item ${index}`)
  return item
}

describe('content/offices.json', () => {
  const offices = parseContent('content/offices.json', officesSchema, officesData)

  it('lists the five agencies with their own address and e-mail', () => {
    expect(offices.agencies.map((a) => a.name)).toEqual([
      'Lille',
      'Bordeaux (Le Haillan)',
      'Toulouse',
      'Lyon',
      'Nantes',
    ])
    for (const agency of offices.agencies) {
      expect(agency.email).toMatch(/@qualixa\.example$/)
      expect(agency.address.street).not.toBe('')
    }
  })

  it('has Tunisia as the only nearshore country, with Tunis; the others are announced as soon', () => {
    const [tunisia, ...others] = offices.abroad
    expect(tunisia).toMatchObject({ code: 'TN', type: 'nearshore', isNearshore: true })
    expect(tunisia?.cities.map((c) => c.name)).toEqual(['Tunis'])
    expect(others.map((p) => p.code)).toEqual(['CA', 'SA', 'US'])
    for (const presence of others) expect(presence.cities).toEqual([])
  })

  it('names the file and key path of a bad e-mail, postal code or nearshore flag', () => {
    const broken = clone(officesData)
    at(broken.agencies, 1).email = 'bordeaux-at-qualixa'
    at(broken.agencies, 2).address.postalCode = '310'
    at(broken.abroad, 1).isNearshore = true
    const message = errorOf(() => parseContent('content/offices.json', officesSchema, broken))
    expect(message).toContain('content/offices.json: agencies.1.email:')
    expect(message).toContain(
      'content/offices.json: agencies.2.address.postalCode: a five-digit French postal code',
    )
    expect(message).toContain(
      'content/offices.json: abroad.1.isNearshore: isNearshore must be true exactly when type is "nearshore"',
    )
  })
})

describe('content/cases.json', () => {
  it('accepts the three cases and two anonymous testimonials', () => {
    const cases = parseContent('content/cases.json', casesSchema, casesData)
    expect(cases.cases.map((c) => c.key)).toEqual(['retail', 'trust', 'luxury'])
    expect(cases.testimonials).toHaveLength(2)
    expect(cases.testimonials.every((t) => t.anonymous)).toBe(true)
  })

  it('rejects a bad monogram and a testimonial about an unknown case', () => {
    const broken = clone(casesData) as { cases: { key: string; logo: { monogram: string } }[] } & {
      testimonials: { case: string }[]
    }
    at(broken.cases, 0).logo.monogram = 'retail'
    broken.cases.pop()
    const message = errorOf(() => parseContent('content/cases.json', casesSchema, broken))
    expect(message).toContain('content/cases.json: cases.0.logo.monogram: one or two capital letters')
    expect(message).toContain('content/cases.json: testimonials.1.case: no case with key "luxury" in cases')
  })
})

describe('content/careers.json', () => {
  it('accepts the four open positions', () => {
    const { positions } = parseContent('content/careers.json', careersSchema, careersData)
    expect(positions.map((p) => p.id)).toEqual(['senior_qa', 'manual_qa', 'performance', 'manager'])
  })

  it('names the key path of an unknown contract type', () => {
    const broken = clone(careersData)
    at(broken.positions, 0).type = 'internship'
    const message = errorOf(() => parseContent('content/careers.json', careersSchema, broken))
    expect(message).toContain(
      'content/careers.json: positions.0.type: Invalid option: expected one of "permanent"|"fixedTerm"|"freelance"',
    )
  })

  it('rejects two positions with the same id', () => {
    const broken = clone(careersData)
    at(broken.positions, 1).id = 'senior_qa'
    const message = errorOf(() => parseContent('content/careers.json', careersSchema, broken))
    expect(message).toContain('content/careers.json: positions: position ids must be unique')
  })
})

describe('content/consultants.json', () => {
  it('accepts the six profiles with the specified experience, all available', () => {
    const { profiles } = parseContent('content/consultants.json', consultantsSchema, consultantsData)
    expect(Object.fromEntries(profiles.map((p) => [p.id, p.experienceYears]))).toEqual({
      automation_engineer: 5,
      data_tester: 4,
      blockchain_tester: 3,
      sap_tester: 6,
      lead_tester: 8,
      qa_manager: 10,
    })
    expect(profiles.every((p) => p.availability === 'available')).toBe(true)
  })

  it('rejects a profile that is not available or has no experience', () => {
    const broken = clone(consultantsData)
    at(broken.profiles, 3).availability = 'busy'
    at(broken.profiles, 4).experienceYears = 0
    const message = errorOf(() => parseContent('content/consultants.json', consultantsSchema, broken))
    expect(message).toContain('content/consultants.json: profiles.3.availability:')
    expect(message).toContain('content/consultants.json: profiles.4.experienceYears:')
  })
})

describe('every content id has its texts in both languages', () => {
  const pairs = [
    ['fr', frAbout, frCases, frCareers, frConsultants],
    ['en', enAbout, enCases, enCareers, enConsultants],
  ] as const
  for (const [lang, about, cases, careers, consultants] of pairs) {
    it(lang, () => {
      for (const presence of officesData.abroad) {
        expect(about.offices.countries[presence.code as keyof typeof about.offices.countries]).toBeTruthy()
        expect(about.offices.regions[presence.type as keyof typeof about.offices.regions]).toBeTruthy()
      }
      for (const { key } of casesData.cases)
        expect(cases.items[key as keyof typeof cases.items].title).toBeTruthy()
      for (const { id } of casesData.testimonials)
        expect(cases.testimonials.items[id as keyof typeof cases.testimonials.items].quote).toBeTruthy()
      for (const { id } of careersData.positions)
        expect(careers.positions.items[id as keyof typeof careers.positions.items].title).toBeTruthy()
      for (const { id } of consultantsData.profiles)
        expect(consultants.profiles.items[id as keyof typeof consultants.profiles.items].title).toBeTruthy()
    })
  }

  it('gives the French profile titles the contact form offers as subjects', () => {
    expect(Object.values(frConsultants.profiles.items).map((p) => p.title)).toEqual([
      'Ingénieur Test Automation',
      'Testeur Data',
      'Testeur Blockchain',
      'Testeur SAP',
      'Lead Testeur',
      'QA Manager',
    ])
  })
})

describe('formatLongDate', () => {
  it('writes the incorporation date in each language', () => {
    expect(formatLongDate('2023-12-01', 'fr')).toBe('1er décembre 2023')
    expect(formatLongDate('2023-12-01', 'en')).toBe('1 December 2023')
    expect(formatLongDate('2024-03-15', 'fr')).toBe('15 mars 2024')
  })
})
