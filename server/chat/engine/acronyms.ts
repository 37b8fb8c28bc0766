import { fold } from './text.ts'

// Acronyms read from the site's own wording: "Data Protection Officer" is what "DPO" stands for.

/** Small words that link a name's words and give no letter to its acronym ("Défenseur des Droits"). */
const LINKS = 'of|for|and|the|de|des|du|la|le|del|y'
const LINK = new RegExp(`^(${LINKS})$`)
/** A run of two to five capitalised words, linking words allowed between them. */
const CAPITALISED_RUN = new RegExp(
  String.raw`(?<![\p{L}\d])\p{Lu}\p{Ll}+(?:\s+(?:(?:${LINKS})\s+)?\p{Lu}\p{Ll}+){1,4}`,
  'gu',
)

/** Shortest acronym read: two letters ("QA") are too often something else. */
const MIN_ACRONYM = 3

/**
 * The acronyms of the capitalised names a set of texts writes in full ("dpo" → "data protection officer"),
 * folded; an acronym two names share is left out, as ambiguous.
 */
export function acronymsOf(texts: Iterable<string>): Map<string, string> {
  const found = new Map<string, Set<string>>()
  for (const text of texts)
    for (const m of text.matchAll(CAPITALISED_RUN)) {
      const name = fold(m[0]).replace(/\s+/g, ' ')
      const letters = name
        .split(' ')
        .filter((w) => !LINK.test(w))
        .map((w) => w[0])
        .join('')
      if (letters.length >= MIN_ACRONYM) found.set(letters, (found.get(letters) ?? new Set()).add(name))
    }
  return new Map(
    [...found].filter(([, names]) => names.size === 1).map(([a, names]) => [a, [...names][0] ?? '']),
  )
}

/** An acronym as a visitor writes it: three to six letters or digits, two of them capitals ("IaC", "CVSS"). */
const WRITTEN_ACRONYM = /(?<![\p{L}\d])(?=[\p{L}\d]*\p{Lu}[\p{L}\d]*\p{Lu})[\p{L}\d]{3,6}(?![\p{L}\d])/gu

/** The acronyms a message writes, folded, each with its letters as written (their case kept). */
export const acronymsIn = (message: string): Map<string, string> =>
  new Map((message.match(WRITTEN_ACRONYM) ?? []).map((a) => [fold(a), a]))

/** How often the site writes a run of words for it to be read as an acronym's ("garbage collection pauses", twice, is no "GCP"). */
const MIN_RUNS = 3

/**
 * The site's words an acronym it never writes stands for, read from the runs of words its text writes
 * ("IaC": "infrastructure as code"): a capital stands for a word of three letters or more that is no
 * grammar word, a small letter for any word ("as"). The run written most often wins, when it is written
 * three times or more and more often than any other.
 */
export class SpelledOut {
  /** The texts' words, folded, in order; "" between sentences. */
  private words: string[] = []
  /** Where each pair of initials starts a run of two words ("ia" → "infrastructure as"…). */
  private starts: Map<string, number[]> | undefined
  /** What acronyms already asked stood for (at most MAX_CACHED: a visitor may type anything). */
  private readonly cache = new Map<string, string | undefined>()

  constructor(
    private readonly texts: () => Iterable<string>,
    private readonly grammar: ReadonlySet<string>,
  ) {}

  /** The words `acronym` (as written, two letters or more) stands for, folded; undefined when no clear run. */
  of(acronym: string): string | undefined {
    if (this.cache.has(acronym)) return this.cache.get(acronym)
    const found = this.spelled(acronym)
    if (this.cache.size >= MAX_CACHED) this.cache.clear()
    this.cache.set(acronym, found)
    return found
  }

  private spelled(acronym: string): string | undefined {
    const letters = [...acronym]
    const starts = this.index().get(`${fold(letters[0] ?? '')}${fold(letters[1] ?? '')}`) ?? []
    const fits = (word: string, letter: string) =>
      word !== '' &&
      word[0] === fold(letter) &&
      (letter === letter.toLowerCase() || (word.length >= 3 && !this.grammar.has(word)))
    const found = new Map<string, number>()
    for (const i of starts) {
      const run = this.words.slice(i, i + letters.length)
      if (run.length === letters.length && run.every((w, k) => fits(w, letters[k] ?? ''))) {
        const phrase = run.join(' ')
        found.set(phrase, (found.get(phrase) ?? 0) + 1)
      }
    }
    const [first, second] = [...found].sort((a, b) => b[1] - a[1])
    return first && first[1] >= MIN_RUNS && first[1] > (second?.[1] ?? 0) ? first[0] : undefined
  }

  /** The texts' words and where each pair of initials starts, read when first needed. */
  private index(): Map<string, number[]> {
    if (this.starts) return this.starts
    for (const text of this.texts())
      for (const sentence of fold(text).split(/[.;:!?()\n]+/))
        this.words.push(...sentence.split(/[^\p{L}\d]+/u).filter(Boolean), '')
    const starts = new Map<string, number[]>()
    this.words.forEach((word, i) => {
      const next = this.words[i + 1]
      if (!word || !next) return
      const key = `${word[0]}${next[0]}`
      const list = starts.get(key)
      if (list) list.push(i)
      else starts.set(key, [i])
    })
    this.starts = starts
    return starts
  }
}

/** Acronyms whose reading is kept, at most, before the cache starts over. */
const MAX_CACHED = 1000

/** An acronym written in capitals, three to six, a plural's "s" after them ("AGVs"). */
const SITE_CAPITALS = /(?<![\p{L}\d])\p{Lu}{3,6}s?(?![\p{L}\d])/gu
/** Longest run of words read as an acronym's letters. */
const MAX_SPELLED = 5

/** Letters of a word read as an acronym when written in lower case ("dpo", "iac"). */
const LOWER_ACRONYM = /^[a-z]{3,5}$/

/**
 * The acronyms a site's texts stand for: the capitalised names they write in full (`acronymsOf`) and the
 * runs of words they write often (`SpelledOut`).
 */
export class SiteAcronyms {
  private readonly named: Map<string, string>
  private readonly spelled: SpelledOut
  /** The acronyms the site writes in capitals ("AGVs", "SLA"), folded, a plural's "s" off. */
  private readonly capitals: Set<string>
  /** Those it writes as a plural ("AGVs"), folded, the "s" off. */
  private readonly plurals: Set<string>

  constructor(
    texts: readonly string[],
    private readonly grammar: ReadonlySet<string>,
  ) {
    this.named = acronymsOf(texts)
    this.spelled = new SpelledOut(() => texts, grammar)
    const written = texts.flatMap((t) => t.match(SITE_CAPITALS) ?? [])
    this.capitals = new Set(written.map((a) => fold(a.replace(/s$/, ''))))
    this.plurals = new Set(written.filter((a) => a.endsWith('s')).map((a) => fold(a.slice(0, -1))))
  }

  /**
   * Where a run of the message's words spells out an acronym the site writes in capitals ("automated
   * guided vehicles": the site's "AGVs"), folded words in: three to five words in a row, none a grammar
   * word, one at least a word the site never writes, a plural only as an acronym the site writes as one; each
   * run's start, its length and the acronym, folded.
   */
  spelledOutIn(
    words: readonly string[],
    known: (word: string) => boolean,
  ): Map<number, { length: number; acronym: string }> {
    const found = new Map<number, { length: number; acronym: string }>()
    for (let i = 0; i < words.length; i++)
      for (let n = MAX_SPELLED; n >= MIN_ACRONYM; n--) {
        const run = words.slice(i, i + n)
        if (run.length < n || run.some((w) => this.grammar.has(w) || !/^\p{L}/u.test(w))) continue
        // Words the site writes, all of them ("performance test engineer"), are read as they are, and so is
        // a run holding a word of three letters, often an acronym itself ("consumer IoT security" is no "CIS").
        if (run.every(known) || run.some((w) => w.length <= 3)) continue
        const acronym = run.map((w) => w[0]).join('')
        if (!this.capitals.has(acronym)) continue
        // Things named in the plural are an acronym the site writes as a plural ("AGVs"): "code security
        // scanners" are no "CSS".
        if (run.at(-1)?.endsWith('s') && !this.plurals.has(acronym)) continue
        found.set(i, { length: n, acronym })
        i += n - 1
        break
      }
    return found
  }

  /**
   * What a message's words written as acronyms stand for (folded words in, the site's words out): a
   * name in capitals the site writes in full ("DPO": "data protection officer"); a word with two capitals
   * spelled out in words the site writes ("IaC": "infrastructure as code"); the same in lower case ("dpo",
   * "iac"), whose first and last letters stand for words that are no grammar words.
   */
  reader(message: string): (word: string) => string | undefined {
    const capitals = new Set((message.match(/(?<![\p{L}\d])\p{Lu}{3,}(?![\p{L}\d])/gu) ?? []).map(fold))
    const written = acronymsIn(message)
    return (word) => {
      const full = capitals.has(word) ? this.named.get(word) : undefined
      const acronym = written.get(word)
      if (full || acronym) return full ?? this.spelled.of(acronym ?? '')
      if (!LOWER_ACRONYM.test(word)) return undefined
      return (
        this.named.get(word) ??
        this.spelled.of(`${word[0]?.toUpperCase()}${word.slice(1, -1)}${word.at(-1)?.toUpperCase()}`)
      )
    }
  }
}
