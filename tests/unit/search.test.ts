import { describe, expect, it } from 'vitest'
import { catalogue } from '../../content/index.ts'
import { contactHandoff, isSearchable, matchCatalogue, type SearchEntry } from '../../islands/search/match.ts'
import { pageSearch } from '../../islands/search/pageSearch.ts'
import { buildSiteIndex, siteIndexPath, siteTokenizer } from '../../shared/search/siteIndex.ts'
import { STEMMERS } from '../../shared/search/stemmers.ts'

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
      description: 'Montée en charge et endurance.',
      headings: ['Charge'],
      text: 'JMeter et k6 pour la montée en charge.',
    },
    {
      url: '/b',
      title: 'Carrières',
      description: 'Nos postes ouverts.',
      headings: [],
      text: 'Nous recrutons des testeurs performance et des automaticiens.',
    },
  ]
  /** The index as the build writes it, served from memory; `fetched` lists what a search asked for. */
  function served(chunkSize?: number) {
    const { meta, chunks } = buildSiteIndex(pages, siteTokenizer('fr', STEMMERS.fr), chunkSize)
    const files = new Map<string, unknown>([
      [siteIndexPath('fr', 'meta'), meta],
      ...chunks.map((chunk, n): [string, unknown] => [siteIndexPath('fr', n), chunk]),
    ])
    const fetched: string[] = []
    const search = pageSearch('fr', async (path) => {
      fetched.push(path)
      return files.get(path)
    })
    return { search, fetched, chunks }
  }

  it('finds pages holding every word, accents and word endings ignored, title matches first', async () => {
    const { search } = served()
    const urls = async (query: string) => (await search(query)).map((p) => p.url)
    expect(await urls('performance')).toEqual(['/a', '/b'])
    expect(await urls('carrieres')).toEqual(['/b'])
    expect(await urls('performance jmeter')).toEqual(['/a'])
    expect(await urls('testeur recruté')).toEqual(['/b'])
    expect(await urls('perf')).toEqual(['/a', '/b'])
    expect(await urls('x')).toEqual([])
  })

  it('shows a result with its title and description', async () => {
    const { search } = served()
    expect(await search('k6')).toEqual([
      { url: '/a', title: 'Tests de performance', description: 'Montée en charge et endurance.' },
    ])
  })

  it('fetches the header once and only the chunks holding the query terms', async () => {
    const { search, fetched, chunks } = served(60)
    expect(chunks.length).toBeGreaterThan(5)
    await search('jmeter')
    expect(fetched).toEqual([siteIndexPath('fr', 'meta'), expect.stringMatching(/^\/search\/fr\/\d+\.json$/)])
    await search('jmeter')
    expect(fetched).toHaveLength(2)
    await search('automaticiens carrieres')
    expect(fetched.length).toBeLessThanOrEqual(4)
    expect(fetched.length).toBeLessThan(chunks.length)
  })
})
