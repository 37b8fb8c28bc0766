import { describe, expect, it } from 'vitest'
import { terms } from '../../server/chat/engine/text.ts'

describe("Spain's vosotros verbs read as the ustedes ones the site writes", () => {
  it('stems them as their ustedes form, with or without the accent', () => {
    expect(terms('¿Qué herramientas utilizáis?', 'es')).toEqual(terms('¿Qué herramientas utilizan?', 'es'))
    expect(terms('contratais', 'es')).toEqual(terms('contratan', 'es'))
    expect(terms('¿Cubrís la migración?', 'es')).toEqual(terms('¿Cubren la migración?', 'es'))
    expect(terms('¿Tenéis oficina?', 'es')).toEqual(terms('¿Tienen oficina?', 'es'))
  })

  it('leaves the nouns that end the same way as they are', () => {
    for (const noun of ['país', 'análisis', 'crisis', 'tesis']) expect(terms(noun, 'es')).not.toEqual([])
    expect(terms('análisis', 'es')).toEqual(terms('analisis', 'es'))
  })
})
