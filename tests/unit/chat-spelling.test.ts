import { describe, expect, it } from 'vitest'
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
  })

  it('never changes the first letter: another word is not a misspelling', () => {
    expect(spelling.closest('black')).toBeUndefined()
    expect(spelling.closest('apacital')).toBeUndefined()
  })
})
