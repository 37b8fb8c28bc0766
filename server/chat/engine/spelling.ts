import SearchableMap from 'minisearch/SearchableMap'

/** The site's own words, with how often each occurs, to correct a visitor's misspellings against. */
export class Spelling {
  private readonly known: SearchableMap<number>

  /**
   * `lenient`: one edit from five letters and two from eight; otherwise (before issue 33) none under six
   * letters, one up to eight and two from nine.
   */
  constructor(
    counts: ReadonlyMap<string, number>,
    private readonly lenient = true,
  ) {
    this.known = SearchableMap.from(counts)
  }

  /**
   * The closest known word to a misspelt one, with the same first letter, found by MiniSearch's
   * Levenshtein search; ties go to the more frequent word; undefined when nothing is close. `oneSlip`: one
   * edit or two letters swapped at most, whatever the word's length.
   */
  closest(word: string, knows?: (word: string) => boolean, oneSlip = false): string | undefined {
    const [least, twoFrom] = this.lenient ? [5, 8] : [6, 9]
    if (word.length < least) return undefined
    let best: { word: string; distance: number; count: number } | undefined
    const edits = word.length >= twoFrom && !oneSlip ? 2 : 1
    for (const [candidate, [count, distance]] of this.known.fuzzyGet(word, edits)) {
      // A misspelling seldom changes a word's first letter; a known word that does is another word
      // ("Black" is not "Slack").
      if (candidate.length < 4 || (this.lenient && candidate[0] !== word[0])) continue
      if (!best || distance < best.distance || (distance === best.distance && count > best.count))
        best = { word: candidate, distance, count }
    }
    // Two letters swapped are one slip, closer than two edits ("recieved" is "received", not "reviewed").
    if (!this.lenient) return best?.word
    if (best && best.distance < 2) return best.word
    return this.transposed(word, knows) ?? best?.word
  }

  /**
   * A known word the misspelt one is with two neighbouring letters swapped ("captial", "pilraes",
   * "Quailxa"): one slip of the fingers, though two edits to Levenshtein; the most frequent of them, else
   * one another form of which the site writes (`knows`: "intrevenez" → "intervenez", as it writes
   * "intervenons").
   */
  private transposed(word: string, knows?: (word: string) => boolean): string | undefined {
    let best: { word: string; count: number } | undefined
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] === word[i + 1]) continue
      const swapped = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`
      const count = this.known.get(swapped) ?? (knows?.(swapped) ? 0 : undefined)
      if (count !== undefined && (!best || count > best.count)) best = { word: swapped, count }
    }
    return best?.word
  }
}
