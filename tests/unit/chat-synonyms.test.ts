import { describe, expect, it } from 'vitest'
import table from '../../server/chat/engine/synonyms.json' with { type: 'json' }
import { expansions } from '../../server/chat/engine/synonyms.ts'
import { terms, words } from '../../server/chat/engine/text.ts'
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

  it('names as false friends only words the group says', () => {
    for (const group of table.groups as Array<{ say: string; falseFriends?: Record<string, string> }>) {
      const said = new Set(words(group.say))
      for (const list of Object.values(group.falseFriends ?? {}))
        for (const word of words(list))
          expect(said, `"${word}" of ${group.say.slice(0, 40)}…`).toContain(word)
    }
  })
})
