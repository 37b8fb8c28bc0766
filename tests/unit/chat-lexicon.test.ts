import { describe, expect, it } from 'vitest'
import { Lexicon, translationsOf } from '../../server/chat/engine/lexicon.ts'

// Three units of a site written in English and Spanish, as the alignment of its pages gives them.
const lexicon = new Lexicon({
  languages: ['en', 'es'],
  texts: {
    en: ['Test Lead: Jira, Xray, TestRail', 'Performance testing under load', 'Load tests before the sales'],
    es: [
      'Líder de pruebas: Jira, Xray, TestRail',
      'Pruebas de rendimiento bajo carga',
      'Pruebas de carga antes de las rebajas',
    ],
  },
})
const terms = (word: string) => translationsOf(lexicon, word, 'en').map((t) => t.term)

describe('a word of another language, translated', () => {
  it('reads a word the other language writes, or writes with an ending more', () => {
    expect(terms('rendimiento')).toContain('perform')
    expect(terms('rendimientos')).toContain('perform')
  })

  it('does not read a word the other language never writes as the much shorter stem of another', () => {
    // "lidar" is no Spanish word: its stem "lid" is "líder"'s, which keeps company with Jira and Xray.
    expect(terms('lidar')).toEqual([])
  })
})
