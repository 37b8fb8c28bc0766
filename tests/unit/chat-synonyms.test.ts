import { describe, expect, it } from 'vitest'
import { domainsSaid, expansions, tableSchema } from '../../server/chat/engine/synonyms.ts'
import { terms } from '../../server/chat/engine/text.ts'
import type { Lang } from '../../shared/languages.ts'

/** The site's words a question's words add, all together. */
const added = (question: string, lang: Lang) => [...expansions(terms(question, lang), lang).values()].flat()

describe('the synonym table read in a question language', () => {
  it('reads a word of another language as the topic it names', () => {
    // French "poste" is a job: a French question about one points to the careers page's words.
    expect(added('un poste de testeur', 'fr')).toContain(terms('recrutement', 'fr')[0])
    // French "pays" in an English question is "pays for".
    expect(added('who pays for the training?', 'en').length).toBeGreaterThan(0)
  })

  it('does not read a false friend in the language where it is another word', () => {
    // An English "post" is an article, not the French "poste"; a French "pays" is a country, no payment.
    expect(added('When did the blog post come out?', 'en')).not.toContain('career')
    expect(added('Dans quels pays êtes-vous présents ?', 'fr')).toEqual(
      added('Dans quelles régions êtes-vous présents ?', 'fr'),
    )
  })

  it('refuses a false friend its group does not say, as an editor would be told', () => {
    const group = { say: 'poste postes', fr: 'poste', en: 'job', es: 'puesto', ar: 'وظيفة' }
    expect(tableSchema.safeParse({ groups: [{ ...group, falseFriends: { en: 'poste' } }] }).success).toBe(
      true,
    )
    const wrong = tableSchema.safeParse({ groups: [{ ...group, falseFriends: { en: 'post' } }] })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.path).toEqual(['groups', 0, 'falseFriends'])
  })
})

describe('the areas of expertise a question names', () => {
  it('are read in every language, a word that only looks like one is not', () => {
    const said = (text: string, lang: Lang) => domainsSaid(terms(text, lang), lang)
    expect(said('and for robotics?', 'en')).toEqual(said('et pour la robotique ?', 'fr'))
    expect(said('and for robotics?', 'en').size).toBe(1)
    expect(said('Which tools for IoT and blockchain?', 'en').size).toBe(2)
    // "apply" is read "appli" by the English stemmer: no mobile app.
    expect(said('Which safety standards apply in that case?', 'en').size).toBe(0)
  })
})
