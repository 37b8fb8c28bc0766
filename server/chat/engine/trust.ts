import type { PageHit } from './query.ts'

/**
 * A page is trusted, with a fair score, when it answers half the query, or enough of its rare words, or
 * a phrase of it found in a heading ("load tests" in "Load testing") plus some.
 */
const MIN_COVERAGE = 0.5
const MIN_MATCHED = 4.5
const MIN_PHRASE_MATCHED = 2.5
const MIN_SCORE = 1.5
/** What a price question's service page must match: a phrase of it, or more than "test project". */
const MIN_TOPIC_PHRASE = 2
const MIN_TOPIC_MATCHED = 3.5

/** A page holding a long question's distinctive words scattered: none two together in a passage or heading. */
export const scattered = (page: PageHit) => page.distinct > 2 && page.together < 2 && !page.phrase

/** True when retrieval is confident enough in a page to answer from it. */
export function trusted(page: PageHit | undefined): page is PageHit {
  if (!page || page.score < MIN_SCORE) return false
  // A long question must meet two of its distinctive words in one passage, not scattered over a page.
  if (scattered(page)) return false
  return (
    page.coverage >= MIN_COVERAGE ||
    page.matched >= MIN_MATCHED ||
    (page.phrase && page.matched >= MIN_PHRASE_MATCHED)
  )
}

/** True when a trusted page is specific enough to name as the service a price question is about. */
export const specific = (page: PageHit) =>
  page.matched >= MIN_TOPIC_MATCHED || (page.phrase && page.matched >= MIN_TOPIC_PHRASE)

/** True when a page is close enough to the best one to be offered as "see also". */
export const related = (page: PageHit, best: PageHit, share = 0.5) =>
  page.score >= share * best.score && page.coverage >= MIN_COVERAGE
