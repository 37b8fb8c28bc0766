import { describe, expect, it } from 'vitest'
import { withQuestionWords } from '../../server/chat/engine/questionWords.ts'
import { Spelling } from '../../server/chat/engine/spelling.ts'

// The site's words and how often each occurs, as the retriever gives them.
const spelling = new Spelling(
  new Map([
    ['capital', 5],
    ['combien', 3],
    ['qualixa', 40],
    ['adresse', 8],
    ['architecture', 2],
    ['slack', 4],
    ['received', 1],
    ['reviewed', 6],
    ['toulouse', 3],
    ['webdriver', 2],
  ]),
)

describe('misspellings corrected against the site’s words', () => {
  it('corrects one edit from five letters and two from eight', () => {
    expect(spelling.closest('capitol')).toBe('capital')
    expect(spelling.closest('adrese')).toBe('adresse')
    expect(spelling.closest('architektur')).toBe('architecture')
    // Under five letters a word is left as it is.
    expect(spelling.closest('capi')).toBeUndefined()
  })

  it('reads two neighbouring letters swapped as one slip', () => {
    expect(spelling.closest('captial')).toBe('capital')
    expect(spelling.closest('Quailxa'.toLowerCase())).toBe('qualixa')
    expect(spelling.closest('comiben')).toBe('combien')
    // Swapped back into a form the site does not write, but another form of which it does ("intervenons").
    const knows = (word: string) => word === 'intervenez'
    expect(spelling.closest('intrevenez', knows)).toBe('intervenez')
    expect(spelling.closest('intrevenez')).toBeUndefined()
    // Before a more frequent word two edits away ("reviewed").
    expect(spelling.closest('recieved')).toBe('received')
  })

  it('corrects one slip at most when asked (a name the visitor writes)', () => {
    expect(spelling.closest('tolouse', undefined, true)).toBe('toulouse')
    // "WebdriverIO" is a tool of its own, two edits from "WebDriver".
    expect(spelling.closest('webdriverio')).toBe('webdriver')
    expect(spelling.closest('webdriverio', undefined, true)).toBeUndefined()
  })

  it('never changes the first letter: another word is not a misspelling', () => {
    expect(spelling.closest('black')).toBeUndefined()
    expect(spelling.closest('apacital')).toBeUndefined()
  })
})

describe('misspelt question words', () => {
  const known = (word: string) => ['de', 'temps', 'la', 'oficina', 'cuarto'].includes(word)

  it('writes a misspelt question word right, and leaves the words the site writes as they are', () => {
    expect(withQuestionWords('Comiben de temps ?', 'fr', known)).toBe('combien de temps ?')
    expect(withQuestionWords('your adress?', 'en', known)).toBe('your address?')
    expect(withQuestionWords('¿Cuál es la dirceción de la oficina?', 'es', known)).toBe(
      '¿Cuál es la direccion de la oficina?',
    )
    // "cuarto" (a room, the fourth) is a word of its own, not "cuanto" misspelt.
    expect(withQuestionWords('el cuarto piso', 'es', known)).toBe('el cuarto piso')
  })
})
