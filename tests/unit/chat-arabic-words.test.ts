import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { asFigure } from '../../server/chat/engine/numbers.ts'
import { Retriever } from '../../server/chat/engine/search.ts'
import { statesDuration } from '../../server/chat/engine/statements.ts'
import { fold } from '../../server/chat/engine/text.ts'
import type { Passage } from '../../server/chat/knowledge/types.ts'

// The engine reads Arabic folded (shared/search/arabic.ts): hamza seats, alif maqsura and ta marbuta are
// gone from the text its patterns and tables are matched against, so they must be gone from those too.

const passage = (url: string, text: string): Passage => ({
  url,
  pageTitle: 'صفحة',
  prior: 1,
  heading: '',
  segments: [text],
  items: [],
  keywords: [],
  fact: false,
  kind: 'text',
})

describe('Arabic as the engine reads it', () => {
  it('knows minutes as a length of time, in figures and in words', () => {
    expect(statesDuration('مدة القراءة: 10 دقائق')).toBe(true)
    expect(statesDuration('في أقل من خمس دقائق')).toBe(true)
    expect(statesDuration('10 متاجر')).toBe(false)
  })

  it('reads a hundred written as a word, in either spelling', () => {
    expect(asFigure(fold('مائة'), 'ar')).toBe('100')
    expect(asFigure(fold('مئة'), 'ar')).toBe('100')
  })

  it('reads a number written with its article as that number ("المراحل الست", the six steps)', () => {
    expect(asFigure(fold('الست'), 'ar')).toBe('6')
    expect(asFigure(fold('الثلاثة'), 'ar')).toBe('3')
    // "ألف" (a thousand) is the word itself, not an article before a number.
    expect(asFigure(fold('ألف'), 'ar')).toBe('1000')
  })

  it('writes the patterns it matches against folded text without the letters folding takes away', () => {
    for (const file of ['question.ts', 'statements.ts', 'quantity.ts', 'numbers.ts', 'sequence.ts']) {
      const code = readFileSync(new URL(`../../server/chat/engine/${file}`, import.meta.url), 'utf8')
      // Comments aside, and the words a search adds to a question (READING_TIME), which it folds itself.
      const lines = code
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && !line.includes('READING_TIME'))
      expect(
        lines.filter((line) => /[أإآؤئىة]/u.test(line)),
        file,
      ).toEqual([])
    }
  })

  it('does not read a short word as a slip of another: "البيت" (home) is not "البيع" (sale)', () => {
    const retriever = new Retriever(
      [passage('/a', 'نقاط البيع في المتاجر'), passage('/b', 'العمل عن بعد ثلاثة أيام')],
      'ar',
    )
    expect(retriever.analyse('العمل من البيت').terms).not.toContain('بيع')
    // A longer word is still read as the site's word it is one slip from.
    expect(retriever.analyse('المتاجير').terms).toEqual(retriever.analyse('المتاجر').terms)
  })
})
