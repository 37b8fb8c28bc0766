import { describe, expect, it } from 'vitest'
import { expansions, tableSchema } from '../../server/chat/engine/synonyms.ts'
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
