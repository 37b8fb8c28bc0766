import { describe, expect, it } from 'vitest'
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
})
