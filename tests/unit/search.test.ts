import { describe, expect, it } from 'vitest'
import { catalogue } from '../../content/index.ts'
import {
  contactHandoff,
  excerpt,
  isSearchable,
  matchCatalogue,
  matchPages,
  type SearchEntry,
} from '../../islands/search/match.ts'

const entries: SearchEntry[] = [
  {
    id: 'blockchain',
    type: 'service',
    title: 'Blockchain',
    description: 'Audit de smart contracts',
    path: '/offre/blockchain',
    keywords: ['web3'],
  },
  {
    id: 'sap_tester',
    type: 'consultant',
    title: 'Testeur SAP',
    description: 'Recette ERP',
    path: '/consultants',
    keywords: ['s/4hana'],
    consultantType: 'sap_tester',
  },
]

describe('catalogue search', () => {
  it('needs two characters after trimming', () => {
    expect(isSearchable(' a ')).toBe(false)
    expect(isSearchable('ab')).toBe(true)
    expect(matchCatalogue(entries, ' b ')).toEqual([])
  })
  it('matches title, description, id and keywords, case-insensitively', () => {
    expect(matchCatalogue(entries, 'BLOCK').map((e) => e.id)).toEqual(['blockchain'])
    expect(matchCatalogue(entries, 'smart contracts').map((e) => e.id)).toEqual(['blockchain'])
    expect(matchCatalogue(entries, 'sap_tes').map((e) => e.id)).toEqual(['sap_tester'])
    expect(matchCatalogue(entries, 'WEB3').map((e) => e.id)).toEqual(['blockchain'])
    expect(matchCatalogue(entries, 'kubernetes')).toEqual([])
  })
  it('hands a result off to the contact page with subject, type and from=search', () => {
    expect(contactHandoff('/en/contact', entries[1] as SearchEntry)).toBe(
      '/en/contact?subject=Testeur+SAP&type=sap_tester&from=search',
    )
    expect(contactHandoff('/contact', entries[0] as SearchEntry)).toBe(
      '/contact?subject=Blockchain&type=blockchain&from=search',
    )
  })
  it('ships a catalogue of 16 entries: 10 services and 6 consultant types', () => {
    expect(catalogue).toHaveLength(16)
    expect(catalogue.filter((e) => e.type === 'consultant')).toHaveLength(6)
  })
})

describe('site search', () => {
  const pages = [
    {
      url: '/a',
      title: 'Tests de performance',
      description: '',
      headings: ['Charge'],
      text: 'JMeter et k6 pour la montée en charge.',
    },
    {
      url: '/b',
      title: 'Carrières',
      description: '',
      headings: [],
      text: 'Nous recrutons des testeurs performance.',
    },
  ]
  it('finds pages holding every word, accents ignored, title matches first', () => {
    expect(matchPages(pages, 'performance').map((p) => p.url)).toEqual(['/a', '/b'])
    expect(matchPages(pages, 'carrieres').map((p) => p.url)).toEqual(['/b'])
    expect(matchPages(pages, 'performance jmeter').map((p) => p.url)).toEqual(['/a'])
    expect(matchPages(pages, 'x')).toEqual([])
  })
  it('extracts the text around the first word', () => {
    expect(excerpt(pages[0] as (typeof pages)[number], 'k6')).toContain('k6')
  })
})
