import { describe, expect, it } from 'vitest'
import { namesAgent, namesPerson, withAgentNouns } from '../../server/chat/engine/agentNouns.ts'
import { placesOf } from '../../server/chat/engine/englishForms.ts'
import { terms } from '../../server/chat/engine/text.ts'

describe('English irregular verbs as the chat reads them', () => {
  it('reads a past form as its base form, so that a question meets the page that writes the other', () => {
    const [sell] = terms('Do you sell my data?', 'en')
    expect(terms('Your data is never sold or rented out', 'en')).toContain(sell)
    expect(terms('written', 'en')).toEqual(terms('wrote', 'en'))
    expect(terms('written', 'en')).toEqual(terms('write', 'en'))
  })

  it('leaves the other languages as their stemmers read them', () => {
    expect(terms('sold', 'fr')).not.toEqual(terms('sell', 'fr'))
  })
})

describe('English words the stemmer reads alike', () => {
  it('tells an engine from an engineer', () => {
    const [, engine] = terms('game engines', 'en')
    expect(terms('Unity, Unreal Engine and WebXR', 'en')).toContain(engine)
    expect(terms('engines', 'en')).not.toEqual(terms('engineers', 'en'))
    expect(terms('engineering', 'en')).toEqual(terms('engineer', 'en'))
  })
  it('tells a remedy (a recourse) from a remediation (a fix)', () => {
    expect(terms('remedies', 'en')).not.toEqual(terms('remediation', 'en'))
    expect(terms('remedy', 'en')).toEqual(terms('remedies', 'en'))
  })
})

describe('an English adjective of place', () => {
  it('names the places it could come from', () => {
    expect(placesOf('tunisian', 'en')).toContain('tunisia')
    expect(placesOf('canadian', 'en')).toContain('canada')
    expect(placesOf('european', 'en')).toContain('europe')
    expect(placesOf('tunisien', 'fr')).toEqual([])
    expect(placesOf('test', 'en')).toEqual([])
  })
})

describe('the doer of a verb asked who', () => {
  const query = {
    terms: ['found', 'qualixa'],
    weights: new Map([
      ['found', 1],
      ['qualixa', 0.3],
    ]),
    related: new Map(),
    rarity: new Map([['found', 3]]),
    unknown: new Set<string>(),
    unstated: [],
    compounds: [],
    hedges: new Set<string>(),
  }
  it('is searched as the site writes it, and names the person', () => {
    const read = withAgentNouns(query, (w) => w === 'founder', 'en')
    expect(read.weights.get('founder')).toBeGreaterThan(0)
    expect(read.related.get('found')).toEqual(['founder'])
    expect(withAgentNouns(query, () => false, 'en')).toBe(query)
    expect(namesAgent('About the author (Camille Martin, Co-founder)', query, 'en')).toBe(true)
    expect(namesAgent('Defects found in production', query, 'en')).toBe(false)
  })
  it('is asked by a person named by a word of no trade', () => {
    expect(namesPerson('Do you have someone who can test our data pipelines?', 'en')).toBe(true)
    expect(namesPerson('Do you have a blockchain testing specialist?', 'en')).toBe(true)
    expect(namesPerson('Do you test data pipelines?', 'en')).toBe(false)
    expect(namesPerson('Vous avez un spécialiste ?', 'fr')).toBe(false)
  })
})
