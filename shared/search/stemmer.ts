/** Reduces a folded word to its stem, so that "automatisation" and "automatisés" meet. */
export type Stemmer = (word: string) => string

/** How many words a memoised stemmer remembers before it starts again (visitors' queries are unbounded). */
const REMEMBERED = 50_000

/**
 * The same stemmer, remembering its answers: a site's texts repeat the same few thousand words, and
 * Snowball's suffix rules were most of the time the build spent indexing pages.
 */
export function memoised(stem: Stemmer): Stemmer {
  const stems = new Map<string, string>()
  return (word) => {
    let found = stems.get(word)
    if (found === undefined) {
      if (stems.size >= REMEMBERED) stems.clear()
      found = stem(word)
      stems.set(word, found)
    }
    return found
  }
}
