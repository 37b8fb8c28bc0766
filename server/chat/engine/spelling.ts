import SearchableMap from 'minisearch/SearchableMap'

/** The site's own words, with how often each occurs, to correct a visitor's misspellings against. */
export class Spelling {
  private readonly known: SearchableMap<number>

  constructor(counts: ReadonlyMap<string, number>) {
    this.known = SearchableMap.from(counts)
  }

  /**
   * The closest known word to a misspelt one (one edit up to 8 letters, two beyond; none under 6), found
   * by MiniSearch's Levenshtein search; ties go to the more frequent word; undefined when nothing is close.
   */
  closest(word: string): string | undefined {
    if (word.length < 6) return undefined
    let best: { word: string; distance: number; count: number } | undefined
    for (const [candidate, [count, distance]] of this.known.fuzzyGet(word, word.length >= 9 ? 2 : 1)) {
      if (candidate.length < 4) continue
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count }
    }
    return best?.word
  }
}
