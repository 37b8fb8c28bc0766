import { describe, expect, it } from 'vitest'
import companyData from '../../content/company.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { companySchema } from '../../content/schemas/company.ts'
import { domainsSchema } from '../../content/schemas/domains.ts'

describe('content validation', () => {
  it('accepts the shipped company facts', () => {
    const company = parseContent('content/company.json', companySchema, companyData)
    expect(company.legalForm).toBe('SAS')
    expect(company.incorporated).toBe('2023-12-01')
    expect(company.registeredOffice.city).toBe('Neuilly-sur-Seine')
    expect(company.certifications).toEqual(['CMMI Level 5', 'ISTQB'])
  })

  it('names the file and key path of every mistake', () => {
    const broken = {
      ...companyData,
      contact: { ...companyData.contact, email: 'not-an-email' },
      slug: 'Bad Slug',
    }
    expect(() => parseContent('content/company.json', companySchema, broken)).toThrow(ContentError)
    try {
      parseContent('content/company.json', companySchema, broken)
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('content/company.json: contact.email:')
      expect(message).toContain('content/company.json: slug: lower-case letters, digits and dashes only')
    }
  })

  it('requires exactly eight domains', () => {
    expect(() => parseContent('content/domains.json', domainsSchema, { domains: [] })).toThrow(
      /content\/domains\.json: domains:/,
    )
  })
})
