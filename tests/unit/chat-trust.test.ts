import { describe, expect, it } from 'vitest'
import type { PageHit } from '../../server/chat/engine/query.ts'
import { scattered, trusted } from '../../server/chat/engine/trust.ts'

/** A page as retrieval ranks it: by default one answering the whole question, its words together. */
const page = (hit: Partial<PageHit>): PageHit => ({
  url: '/en/blog/test-automation-strategy-2024',
  title: 'Building a test automation strategy in 2024',
  score: 4,
  hits: [],
  coverage: 1,
  matched: 8,
  phrase: false,
  together: 2,
  distinct: 3,
  ...hit,
})

describe('trust in a page', () => {
  it('is given to a page answering the question, two of its distinctive words together', () => {
    expect(scattered(page({}))).toBe(false)
    expect(trusted(page({}))).toBe(true)
  })

  it('is not given to a page holding a long question’s words scattered, none two together', () => {
    // "deadline to fix a flaky test": "fix" and "test" over a service page, in no passage together.
    const spread = page({ together: 1 })
    expect(scattered(spread)).toBe(true)
    expect(trusted(spread)).toBe(false)
  })

  it('holds a short question’s words, or a phrase of it in a heading, as together', () => {
    expect(scattered(page({ together: 1, distinct: 2 }))).toBe(false)
    expect(scattered(page({ together: 1, phrase: true }))).toBe(false)
  })

  it('is not given to a page answering too little of the question, or scoring too low', () => {
    expect(trusted(page({ coverage: 0.3, matched: 3 }))).toBe(false)
    expect(trusted(page({ score: 1 }))).toBe(false)
    expect(trusted(undefined)).toBe(false)
  })
})
