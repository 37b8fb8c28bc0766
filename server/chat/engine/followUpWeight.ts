import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { plain } from './cut.ts'
import type { Query } from './query.ts'
import { terms } from './text.ts'

// How a follow-up's quote is weighed against its conversation: it keeps to the topic, says something of
// its own words, and is likely the passage the previous answer quoted.

/** Weight of a follow-up's quote from a passage holding none of its topic's (or its own) telling words. */
const OFF_TOPIC = 0.4
/** Rarity a word needs to tell a passage's subject ("robot", not "test"). */
const TOPIC_RARITY = 1.5
/** Weight of a follow-up's quote from the passage the previous answer quoted. */
const SAME_PASSAGE = 2
/** Characters of a passage's opening that tell it was quoted. */
const OPENING = 40

/** The telling words among `list`, with the words standing for them. */
function telling(list: Iterable<string>, query: Query): ReadonlySet<string> {
  const words = new Set<string>()
  for (const t of list)
    if ((query.rarity.get(t) ?? 0) >= TOPIC_RARITY)
      for (const w of [t, ...(query.related.get(t) ?? [])]) words.add(w)
  return words
}

/**
 * A follow-up's own telling words ("vulner" in "which vulnerabilities?" after smart contracts), when the
 * `ownWords` idea is on: its terms that are neither its topic's nor what it asks for.
 */
const ownWords = (query: Query, topic: ReadonlySet<string>) =>
  telling(
    query.terms.filter((t) => !topic.has(t) && !query.asking?.has(t) && !query.kindAsked?.has(t)),
    query,
  )

/** Whether an answer quoted a passage: it holds the passage's opening words. */
const quotedIn = (passage: Passage, answer: string) => {
  const opening = plain(passage.segments[0] ?? '').slice(0, OPENING)
  return opening.length > 0 && answer.includes(opening)
}

/** Whether a passage (its text, heading, page title or context) holds one of the words. */
const holdsAny = (passage: Passage, words: ReadonlySet<string>, lang: Lang) =>
  terms([passage.pageTitle, passage.heading, ...passage.segments, ...passage.keywords].join(' '), lang).some(
    (t) => words.has(t),
  )

/**
 * The weight of a quote from a passage, for this query (1 for a question standing alone): a passage
 * holding none of the topic's telling words answers another subject; one holding none of the follow-up's
 * own answers the question before; the passage the previous answer quoted, when its quote gives what is
 * asked (`fits`), is likely the one a follow-up on the same subject is about.
 */
export function followUpWeight(query: Query, lang: Lang): (passage: Passage, fits: boolean) => number {
  const topic = telling(query.topic ?? [], query)
  const own = query.ownWords && query.topic?.size ? ownWords(query, query.topic) : new Set<string>()
  const previous = query.previous
  return (passage, fits) =>
    (topic.size > 0 && !holdsAny(passage, topic, lang) ? OFF_TOPIC : 1) *
    (own.size > 0 && !holdsAny(passage, own, lang) ? OFF_TOPIC : 1) *
    (fits && previous && quotedIn(passage, previous) ? SAME_PASSAGE : 1)
}
