import type { Lang } from '../../../shared/languages.ts'
import type { AlignedUnits } from '../knowledge/align.ts'
import { fold, STOP_WORDS, terms, words } from './text.ts'

/**
 * Translations and paraphrases learnt from the site's own parallel texts (knowledge/align.ts): a term of
 * one language translates into the terms of another that keep company with it across the aligned units
 * (Dice's coefficient over the units holding each), e.g. English "perform" → Spanish "rendimient". Nothing
 * is typed by hand: a new page or a reworded translation changes what is learnt.
 */

/** Units a term may be found in and still be translated: a word on every page tells nothing. */
const MAX_UNITS = 120
/** Least association of a translation, and the most kept per term and language. */
const MIN_DICE = 0.3
const MAX_TRANSLATIONS = 3
/** A translation must be seen together this many times (or in every unit of a rare term). */
const MIN_TOGETHER = 2
/** Translations remembered (they repeat across questions); past this the memory starts over. */
const MEMORY = 20_000

export interface Translation {
  term: string
  /** Dice's coefficient of the two terms over the aligned units (0–1). */
  strength: number
}

export class Lexicon {
  /** Per language: each unit's terms (undefined where the language has no counterpart). */
  private readonly units: Partial<Record<Lang, Array<readonly string[] | undefined>>> = {}
  /** Per language: the units each term is found in. */
  private readonly postings: Partial<Record<Lang, Map<string, number[]>>> = {}
  /** Per language: the words its texts write (folded), before any stemming. */
  private readonly written: Partial<Record<Lang, Set<string>>> = {}
  private readonly memory = new Map<string, Translation[]>()

  constructor(aligned: AlignedUnits) {
    for (const lang of aligned.languages) {
      const postings = new Map<string, number[]>()
      const written = new Set<string>()
      const units = (aligned.texts[lang] ?? []).map((text, id) => {
        if (text === undefined) return undefined
        for (const w of words(text)) written.add(w)
        const found = [...new Set(terms(text, lang))]
        for (const t of found) {
          const list = postings.get(t)
          if (list) list.push(id)
          else postings.set(t, [id])
        }
        return found
      })
      this.units[lang] = units
      this.postings[lang] = postings
      this.written[lang] = written
    }
  }

  /** Whether a language's texts write a word as it is (folded). */
  writes(word: string, lang: Lang): boolean {
    return this.written[lang]?.has(word) ?? false
  }

  /** The languages it has texts of. */
  get languages(): Lang[] {
    return Object.keys(this.units) as Lang[]
  }

  /** How many aligned units of a language hold a term. */
  frequency(term: string, lang: Lang): number {
    return this.postings[lang]?.get(term)?.length ?? 0
  }

  /** The terms of `to` a term of `from` translates into, strongest first (none when it is too common or unknown). */
  translate(term: string, from: Lang, to: Lang): Translation[] {
    const key = `${from}\u0000${to}\u0000${term}`
    const known = this.memory.get(key)
    if (known) return known
    const found = this.compute(term, from, to)
    if (this.memory.size >= MEMORY) this.memory.clear()
    this.memory.set(key, found)
    return found
  }

  private compute(term: string, from: Lang, to: Lang): Translation[] {
    const ids = this.postings[from]?.get(term)
    const target = this.units[to]
    const targetPostings = this.postings[to]
    if (!ids || !target || !targetPostings || ids.length > MAX_UNITS) return []
    const together = new Map<string, number>()
    let present = 0
    for (const id of ids) {
      const unit = target[id]
      if (!unit) continue
      present += 1
      for (const t of unit) together.set(t, (together.get(t) ?? 0) + 1)
    }
    const least = Math.min(MIN_TOGETHER, present)
    const out: Translation[] = []
    for (const [t, n] of together) {
      if (n < least || n === 0) continue
      const strength = (2 * n) / (present + (targetPostings.get(t)?.length ?? 0))
      if (strength >= MIN_DICE) out.push({ term: t, strength })
    }
    return out
      .sort((a, b) => b.strength - a.strength || a.term.localeCompare(b.term))
      .slice(0, MAX_TRANSLATIONS)
  }
}

/** Share of a word not written in a language that its term there keeps, at least, to be read as that term. */
const STEM_SHARE = 0.7

/**
 * The translations into `lang` of a word it does not use, read as a word of each other language
 * the site speaks ("performance" in a Spanish question: English "perform" → "rendimient"), strongest
 * first; none when no other language uses it either.
 */
export function translationsOf(lexicon: Lexicon, word: string, lang: Lang): Translation[] {
  const best = new Map<string, number>()
  for (const from of lexicon.languages) {
    if (from === lang || STOP_WORDS[from].has(word)) continue
    // A word the language never writes as it is is read as one of its terms only when stemming took little
    // off ("frameworks", "applis"): the Spanish stem "lid" of "líder" is no reading of an English "lidar".
    const folded = fold(word)
    const asWritten = lexicon.writes(folded, from)
    for (const t of terms(word, from)) {
      if (!asWritten && t.length < STEM_SHARE * folded.length) continue
      if (lexicon.frequency(t, from) === 0) continue
      for (const found of lexicon.translate(t, from, lang))
        best.set(found.term, Math.max(best.get(found.term) ?? 0, found.strength))
    }
  }
  return [...best].map(([term, strength]) => ({ term, strength })).sort((a, b) => b.strength - a.strength)
}

/**
 * Other wordings of a term the site uses: the terms of `lang` that the same words of the other
 * languages translate into, where the two are seldom found together (not the words around it but the ones
 * written instead of it: "défaut" for "anomalie").
 */
export function paraphrasesOf(lexicon: Lexicon, term: string, lang: Lang): Translation[] {
  const found = new Map<string, number>()
  for (const via of lexicon.languages) {
    if (via === lang) continue
    for (const there of lexicon.translate(term, lang, via).filter((t) => t.strength >= 0.6)) {
      for (const back of lexicon.translate(there.term, via, lang)) {
        if (back.term === term) continue
        found.set(back.term, (found.get(back.term) ?? 0) + there.strength * back.strength)
      }
    }
  }
  const together = new Map(lexicon.translate(term, lang, lang).map((t) => [t.term, t.strength]))
  return [...found]
    .filter(([t, support]) => support >= 0.8 && (together.get(t) ?? 0) < 0.2)
    .map(([t, support]) => ({ term: t, strength: Math.min(1, support / 2) }))
}
