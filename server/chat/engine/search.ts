import MiniSearch from 'minisearch'
import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { SiteAcronyms } from './acronyms.ts'
import { ArabicRoots } from './arabicRoot.ts'
import { withoutClitics } from './clitics.ts'
import { isHedge, placesOf } from './englishForms.ts'
import { idf, strongTerms, together } from './evidence.ts'
import { ALL_IDEAS, type Ideas } from './ideas.ts'
import { type Lexicon, paraphrasesOf, type Translation, translationsOf } from './lexicon.ts'
import { namesIn, numberedIn } from './mentions.ts'
import { asFigure } from './numbers.ts'
import { isOrdinal } from './ordinals.ts'
import { rankPages } from './pageRank.ts'
import { pageWeight } from './pageWeight.ts'
import type { Hit, PageHit, Query } from './query.ts'
import { asksName } from './questionWords.ts'
import { Spelling } from './spelling.ts'
import { statesFullDate } from './statements.ts'
import { exactTerms, expansions, SAID_WORDS, sameWords, saysSiteWord } from './synonyms.ts'
import { fold, namedAfterPreposition, namesThing, prepare, STOP_WORDS, terms, words } from './text.ts'

const SYNONYM_WEIGHT = 0.4
/** The word for a date, per language: a passage stating one is found by it. */
const DATE_WORD: Record<Lang, string> = { fr: 'date', en: 'date', es: 'fecha', ar: 'تاريخ' }
/** Weight of the site's word for a visitor's word of the same meaning that the site never writes. */
const SAME_WEIGHT = 0.9
/** A word, "or" and the word after it, in the site's languages (folded): the second is the first's alternative. */
const ALTERNATIVE = /(\p{L}{3,}) (?:ou|or|o|u|او) (?=(\p{L}{3,}))/gu
/**
 * Letters an Arabic word needs, its article aside, to be read as a slip of a known word: a root of three
 * letters is a word of its own ("البيت", home, is not "البيع", sale).
 */
const MIN_CORRECTED = 4
/** Weight of an Arabic word of the same root as the visitor's (`arabicRoots`). */
const ROOT_WEIGHT = 0.3
/** Letters a word the site never writes shares with the site's words of its family, in the other languages. */
const FAMILY_PREFIX = 6
/** Site words of one family, at most: more is a common beginning, not a family. */
const MAX_FAMILY = 3
/** Weight of a translation of a word the visitor's language does not use, times its strength. */
const TRANSLATION_WEIGHT = 0.9
/** Weight of another wording of a word the site uses, times its strength. */
const PARAPHRASE_WEIGHT = 0.1
/** Weight of words found on every page (the brand name): they hardly tell pages apart. */
const WEAK_WEIGHT = 0.3
/** Cap of a known word's weight in coverage; a word the site never uses weighs more (off-topic sign). */
const MAX_RARITY = 3
const UNKNOWN_RARITY = 4
/** Below this rarity a word ("test") is on too many passages to count as distinctive. */
const MIN_DISTINCTIVE = 1
/** Unknown words looked up for a misspelling, at most, per message (bounds the work on long messages). */
const MAX_CORRECTIONS = 12
/** Added to a passage whose heading or page title holds two consecutive query words ("load test"). */
const PAIR_BONUS = 3
/** Okapi BM25 (no BM25+ floor), the weights the trust thresholds were set with. */
const BM25 = { k: 1.2, b: 0.75, d: 0 }

/**
 * A word written as one that the site writes as two ("رأسمال" for "رأس مال", "testplan"), split where the
 * halves (three letters or more) are two words the site writes one after the other (`written`, the
 * consecutive terms of its passages); undefined when no split is.
 */
function splitCompound(word: string, lang: Lang, written: ReadonlySet<string>): string | undefined {
  for (let at = 3; at <= word.length - 3; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)]
    if (written.has([...terms(head, lang), ...terms(tail, lang)].join(' '))) return `${head} ${tail}`
  }
  return undefined
}

/** Consecutive terms, in either order ("tests automatisés" meets "automatisation des tests"). */
const pairs = (list: readonly string[]) => list.slice(1).map((t, i) => [list[i], t].sort().join(' '))

/** An office, a branch or a presence in a place, in Arabic (folded): the place's name follows. */
const AR_OFFICE_IN =
  /(?:^|[^\p{L}])(?:مكتب|مكاتب|فرع|فروع|مقر|وكاله|حضور|تواجد)(?:\s+\p{L}+)?\s+(?:في\s+|ب)(\p{L}{3,})/gu

/** A name written as words joined by hyphens or slashes ("axe-core", "go/no-go", "ISO/TS"). */
const COMPOUND = /\p{L}[\p{L}\d]*(?:[-/][\p{L}\d]+)+/gu
/** Every word the synonym table knows a visitor to say: a subject of the site, whichever page speaks of it. */
const SAID = new Set(SAID_WORDS)

/** A passage as MiniSearch indexes it: its number and all its words. */
interface Doc {
  id: number
  text: string
}

/** What a retriever needs besides its passages. */
export interface RetrieverOptions {
  /** Words found on every page (the brand name): they count little in ranking and not at all in coverage. */
  weak?: readonly string[]
  /**
   * Words saying where to look ("the blog", "المدونة"): they weigh fully in ranking but, like weak ones, tell
   * no page apart in coverage.
   */
  pointers?: readonly string[]
  /** Translations learnt from the site's languages, for words the visitor's language does not use. */
  lexicon?: Lexicon
  ideas?: Ideas
}

/** Retrieval over the passages of one language: MiniSearch's BM25 with synonyms, typo tolerance and page priors. */
export class Retriever {
  private readonly index: MiniSearch<Doc>
  private readonly known: Set<string>
  /** The words the passages write, as written (folded), before any stemming. */
  private readonly surface: ReadonlySet<string>
  private readonly spelling: Spelling
  /** The names the site writes capitalised ("Toulouse", "Playwright"), folded: a slip of a name is one of them. */
  private readonly names: ReadonlySet<string>
  private readonly headingPairs: Array<Set<string>>
  private readonly textPairs = new Map<number, ReadonlySet<string>>()
  /** Every two terms the site writes one after the other ("راس مال"), for words written as one. */
  private readonly written = new Set<string>()
  /** Arabic: the site's words by their root, to search a word's family by (the `arabicRoots` idea). */
  private readonly roots: ArabicRoots | undefined
  /** The names the site writes with a number, and their numbers ("iso" → 27001, 25010). */
  private readonly numbered = new Map<string, Set<string>>()
  /** What the site's capitalised names are shortened to ("dpo" → "data protection officer"). */
  /** What the acronyms a visitor writes stand for in the site's words ("DPO", "IaC", "dpo"). */
  private readonly acronyms: SiteAcronyms
  private readonly weak: Set<string>
  /** Weak words and words saying where to look: not counted in coverage or as distinctive. */
  private readonly untelling: Set<string>
  private readonly lexicon: Lexicon | undefined
  private readonly ideas: Ideas
  /** How rare a term is among all passages (BM25's inverse document frequency, capped). */
  private readonly rarity: (term: string) => number

  constructor(
    readonly passages: readonly Passage[],
    readonly lang: Lang,
    options: RetrieverOptions = {},
  ) {
    this.ideas = options.ideas ?? ALL_IDEAS
    this.lexicon = options.lexicon
    this.weak = new Set((options.weak ?? []).flatMap((w) => terms(w, lang)))
    this.untelling = new Set([...this.weak, ...(options.pointers ?? []).flatMap((w) => terms(w, lang))])
    const surface = new Map<string, number>()
    const found = new Map<string, number>()
    const docs = passages.map((p, id): Doc => {
      const written = [p.pageTitle, p.heading, p.heading, ...p.segments, ...p.items, ...p.keywords].join(' ')
      // A passage stating a day's full date answers "date" ("date of the last test run?": "25 November 2026").
      const text = statesFullDate(p.segments.join(' ')) ? `${written} ${DATE_WORD[lang]}` : written
      for (const w of words(text)) surface.set(w, (surface.get(w) ?? 0) + 1)
      const all = terms(text, lang)
      for (const t of new Set(all)) found.set(t, (found.get(t) ?? 0) + 1)
      if (this.ideas.compounds)
        for (let i = 1; i < all.length; i++) this.written.add(`${all[i - 1]} ${all[i]}`)
      for (const [name, n] of numberedIn(text))
        this.numbered.set(name, (this.numbered.get(name) ?? new Set()).add(n))
      return { id, text }
    })
    this.rarity = (term) => Math.min(MAX_RARITY, idf(found.get(term) ?? 0, passages.length))
    // The analysis is the tokenizer's: MiniSearch indexes the terms as they come.
    this.index = new MiniSearch<Doc>({
      fields: ['text'],
      tokenize: (text) => terms(text, lang),
      processTerm: (term) => term,
      searchOptions: { bm25: BM25 },
    })
    this.index.addAll(docs)
    this.known = new Set(terms([...surface.keys()].join(' '), lang))
    this.surface = new Set(surface.keys())
    this.acronyms = new SiteAcronyms(
      passages.flatMap((p) => [p.pageTitle, p.heading, ...p.segments, ...p.items]),
      STOP_WORDS[lang],
    )
    this.roots = lang === 'ar' && this.ideas.arabicRoots ? new ArabicRoots(surface.keys()) : undefined
    // A misspelt word the synonym table knows ("registrarce") is corrected to it, as to the site's own words.
    const spelt = new Map(surface)
    for (const w of SAID_WORDS) if (!spelt.has(w)) spelt.set(w, 1)
    this.spelling = new Spelling(spelt, this.ideas.typos)
    this.names = new Set(
      passages.flatMap((p) =>
        [p.pageTitle, p.heading, ...p.segments, ...p.items].flatMap((t) => words(namesIn(t, lang).join(' '))),
      ),
    )
    this.headingPairs = passages.map(
      (p) => new Set([...pairs(terms(p.heading, lang)), ...pairs(terms(p.pageTitle, lang))]),
    )
  }

  /**
   * The query's terms, misspellings (and Arabic attached words) corrected against the site's words, with
   * their topic words; `drop` terms (and the topic words they alone bring) are left out of the search.
   */
  analyse(text: string, drop: (terms: readonly string[]) => ReadonlySet<string> = () => new Set()): Query {
    let tries = MAX_CORRECTIONS
    const isKnown = (w: string) => terms(w, this.lang).every((t) => this.known.has(t))
    /** Words the site does not use in this language, with their translations from the other languages. */
    const translated = new Map<string, Translation[]>()
    const read = words(prepare(text, this.lang))
    const figures = this.ideas.numberWords
      ? read.flatMap((w, i) => asFigure(w, this.lang, read[i + 1]).split(' '))
      : read
    const writtenAsNames = new Set(words(prepare(namesIn(text, this.lang).join(' '), this.lang)))
    const acronym = this.acronyms.reader(text)
    // Words spelling out an acronym the site writes ("automated guided vehicles": "AGVs") are read as it.
    const spelledOut = this.acronyms.spelledOutIn(figures, isKnown)
    const inRun = new Set(
      [...spelledOut].flatMap(([i, { length }]) => Array.from({ length }, (_, k) => i + k)),
    )
    const corrected = figures.map((w, i) => {
      const run = spelledOut.get(i)
      if (run) return run.acronym
      if (inRun.has(i)) return ''
      if (STOP_WORDS[this.lang].has(w) || isKnown(w) || tries <= 0) return w
      // An acronym: a name the site writes in full ("DPO"), words it writes ("IaC": "infrastructure as code").
      const full = acronym(w)
      if (full) return full
      // An Arabic word the site knows once its attached conjunction or preposition is taken off.
      const reading = withoutClitics(w, this.lang).find(isKnown)
      if (reading) return reading
      const foreign =
        this.ideas.crossLanguage && this.lexicon ? translationsOf(this.lexicon, w, this.lang) : []
      if (foreign.length > 0) {
        for (const t of terms(w, this.lang)) translated.set(t, foreign)
        return w
      }
      // A people's or its land's adjective, capitalised, the land the site names ("Tunisian": "Tunisia").
      const place = writtenAsNames.has(w) ? placesOf(w, this.lang).find(isKnown) : undefined
      if (place) return place
      // A name the site never writes ("México", "Katalon") is no slip for a word it does ("médico"), only
      // for a name it writes, one slip away ("Tolouse": "Toulouse"; "WebdriverIO" is no "WebDriver").
      if (writtenAsNames.has(w)) {
        const name = this.spelling.closest(w, isKnown, true)
        return name && this.names.has(name) ? name : w
      }
      tries -= 1
      // Arabic's short stems meet too many words with two letters swapped: only the written words there.
      const knows = this.lang === 'ar' ? undefined : isKnown
      // An Arabic word's article is no part of the length a slip is corrected from ("البيت" is "بيت").
      const core = this.lang === 'ar' ? w.replace(/^[وفبكل]?(ال|لل)/, '') : w
      const fixed = core.length >= MIN_CORRECTED ? this.spelling.closest(w, knows) : undefined
      return fixed ?? splitCompound(w, this.lang, this.written) ?? w
    })
    const all = terms(corrected.join(' '), this.lang)
    const dropped = drop(all)
    const own = all.filter((t) => !dropped.has(t))
    const unique = [...new Set(own)]
    const related = expansions(unique, this.lang)
    const weights = new Map<string, number>(unique.map((t) => [t, this.weak.has(t) ? WEAK_WEIGHT : 1]))
    for (const extra of related.values()) {
      for (const t of extra) weights.set(t, Math.min(1, (weights.get(t) ?? 0) + SYNONYM_WEIGHT))
    }
    // A word of the same meaning the site never writes here ("stages" for "steps") stands for the site's.
    for (const term of unique)
      if (!this.known.has(term))
        for (const t of sameWords(term, this.lang))
          if (t !== term) weights.set(t, Math.max(weights.get(t) ?? 0, SAME_WEIGHT))
    const learnt = (term: string, found: readonly Translation[], weight: number) => {
      const found2 = found.filter((f) => f.term !== term && !unique.includes(f.term))
      if (found2.length === 0) return
      related.set(term, [...new Set([...(related.get(term) ?? []), ...found2.map((f) => f.term)])])
      for (const f of found2) weights.set(f.term, Math.max(weights.get(f.term) ?? 0, weight * f.strength))
    }
    // Arabic: the site's words of the same root, a little further ("تحتفظون" → "الاحتفاظ", "اتسجلت" → "مسجلة").
    for (const w of this.roots ? corrected : []) {
      const own = terms(w, this.lang)
      const term = own[0]
      if (!term || own.length !== 1 || dropped.has(term)) continue
      const family = this.roots?.family(fold(w), (v) => terms(v, this.lang), new Set([term, ...unique])) ?? []
      if (family.length === 0) continue
      related.set(term, [...new Set([...(related.get(term) ?? []), ...family])])
      for (const t of family) weights.set(t, Math.max(weights.get(t) ?? 0, ROOT_WEIGHT))
    }
    // English, French, Spanish: a word the site never writes, read as the site's words starting with its
    // stem's first letters ("satisfied", stem "satisfi": "satisfaction", stem "satisfact").
    for (const term of this.roots ? [] : unique) {
      if (this.known.has(term) || term.length < FAMILY_PREFIX || dropped.has(term)) continue
      const start = term.slice(0, FAMILY_PREFIX)
      const family = [...this.known].filter((k) => k.startsWith(start) && !unique.includes(k))
      if (family.length === 0 || family.length > MAX_FAMILY) continue
      related.set(term, [...new Set([...(related.get(term) ?? []), ...family])])
      for (const t of family) weights.set(t, Math.max(weights.get(t) ?? 0, ROOT_WEIGHT))
    }
    for (const term of unique) {
      const foreign = translated.get(term)
      if (foreign) learnt(term, foreign, TRANSLATION_WEIGHT)
      else if (this.ideas.paraphrases && this.known.has(term))
        learnt(term, this.lexicon ? paraphrasesOf(this.lexicon, term, this.lang) : [], PARAPHRASE_WEIGHT)
    }
    for (const t of exactTerms(unique, this.lang)) weights.set(t, 1)
    const rarity = new Map([...weights.keys()].map((t) => [t, this.rarity(t)]))
    // A word after a preposition is named too, unless the synonym table reads it as a subject of the site
    // ("pruebas en celulares": phones).
    const thingsNamed = read.filter(
      (w, i) =>
        (namesThing(w, read[i - 1], this.lang, read[i - 2]) ||
          (namedAfterPreposition(read[i - 1], this.lang, read[i - 2]) && !SAID.has(w))) &&
        !isOrdinal(w),
    )
    // What a question offers as another ("prácticas o becas", "internships or apprenticeships") is named too.
    for (const m of fold(text).matchAll(ALTERNATIVE))
      if (thingsNamed.includes(m[1] ?? '')) thingsNamed.push(m[2] ?? '')
    const named = new Set(
      terms([...thingsNamed, ...(this.ideas.names ? namesIn(text, this.lang) : [])].join(' '), this.lang),
    )
    // A word of another language the site uses is known; one the synonym table only points somewhere
    // ("internships" → careers) is still a subject no page speaks of.
    // A name the table writes as the site does ("Burdeos", "الكوكيز") is known.
    const unknown = new Set(
      unique.filter(
        (t) =>
          !this.known.has(t) &&
          !translated.has(t) &&
          named.has(t) &&
          exactTerms([t], this.lang).size === 0 &&
          !saysSiteWord(t, this.lang),
      ),
    )
    const unstated = numberedIn(text)
      .filter(
        ([name, n]) =>
          !STOP_WORDS[this.lang].has(name) && this.numbered.has(name) && !this.numbered.get(name)?.has(n),
      )
      .map(([name, n]) => `${name} ${n}`)
    // An Arabic place the site never writes, asked an office in ("مكتب في دبي"): its stem ("دب") may be
    // some other word's, the name itself is unknown.
    if (this.lang === 'ar')
      for (const m of fold(text).matchAll(AR_OFFICE_IN)) {
        const place = m[1] ?? ''
        if (![place, place.replace(/^ال/, ''), `ال${place}`].some((w) => this.surface.has(w)))
          unstated.push(place)
      }
    const compounds = [...text.matchAll(COMPOUND)].flatMap((m) => pairs(terms(m[0], this.lang)))
    // Words a page answering without them still answers: a manner ("officially"), the name asked ("web
    // host company name": "Hosting provider: Example Hosting SAS").
    const optional = read.filter((w) => isHedge(w, this.lang) || asksName(w, this.lang))
    const hedges = new Set(terms(optional.join(' '), this.lang))
    return { terms: own, related, weights, rarity, unknown, unstated, compounds, hedges }
  }

  /**
   * A follow-up's query: its own terms, then its topic's (the previous question's) weighing less, and the
   * pages the previous answer linked.
   */
  withTopic(query: Query, topic: Query, pages: readonly string[], weight: number): Query {
    const added = topic.terms.filter((t) => !query.weights.has(t))
    const weights = new Map(query.weights)
    const related = new Map(query.related)
    const rarity = new Map(query.rarity)
    for (const t of new Set(added)) {
      const near = topic.related.get(t)
      if (near) related.set(t, near)
    }
    // Every word the topic searches (its own, their synonyms, a city's name in another script), weighing less.
    for (const [t, w] of topic.weights) {
      if (weights.has(t)) continue
      weights.set(t, weight * w)
      rarity.set(t, topic.rarity.get(t) ?? this.rarity(t))
    }
    return {
      ...query,
      terms: [...query.terms, ...added],
      related,
      weights,
      rarity,
      // A topic read in parts (a person named, then the questions that found them) adds to the first.
      topic: new Set([...(query.topic ?? []), ...added]),
      pages: new Set([...(query.pages ?? []), ...pages]),
    }
  }

  /** Passages matching any weighted term, with the query terms each holds, best first (BM25 score). */
  private matches(weights: ReadonlyMap<string, number>) {
    if (weights.size === 0) return []
    return this.index
      .search([...weights.keys()].join(' '), {
        tokenize: (query) => query.split(' '),
        boostTerm: (term) => weights.get(term) ?? 1,
        combineWith: 'OR',
      })
      .map((r) => ({
        id: r.id as number,
        // MiniSearch multiplies the BM25 sum by the number of terms matched; coverage says that here.
        score: r.score / Math.max(1, r.queryTerms.length),
        terms: new Set(r.queryTerms),
      }))
  }

  /** Whether the site writes a word (folded) in this language, or it is a grammar word. */
  knows(word: string): boolean {
    return STOP_WORDS[this.lang].has(word) || terms(word, this.lang).every((t) => this.known.has(t))
  }

  /** The pairs of terms a passage's text writes one after the other, read when first needed. */
  private bodyPairs(id: number): ReadonlySet<string> {
    let found = this.textPairs.get(id)
    if (!found) {
      const p = this.passages[id] as Passage
      found = new Set(pairs(terms([...p.segments, ...p.items].join(' '), this.lang)))
      this.textPairs.set(id, found)
    }
    return found
  }

  /** Passages and pages ranked for a query. */
  search(query: Query): { hits: Hit[]; pages: PageHit[] } {
    const found = this.matches(query.weights)
    const documents = new Map<string, number>()
    for (const match of found) for (const t of match.terms) documents.set(t, (documents.get(t) ?? 0) + 1)
    const weightOf = (term: string) => idf(documents.get(term) ?? 0, this.passages.length)
    const rarity = (term: string) =>
      documents.has(term) ? Math.min(MAX_RARITY, weightOf(term)) : UNKNOWN_RARITY
    // A hedge ("officially") is no word a passage must meet with the others.
    const untelling = query.hedges?.size ? new Set([...this.untelling, ...query.hedges]) : this.untelling
    const distinctive = strongTerms(query, untelling).filter((t) => weightOf(t) >= MIN_DISTINCTIVE)
    // The word naming an identifier asked ("registration number", weighing more than 1) says alone what the
    // visitor wants: it counts twice among the words a passage meets together.
    const identifiers = distinctive.filter((t) => (query.weights.get(t) ?? 0) > 1)
    const queryPairs = pairs(query.terms)
    const hits = found
      .map((match): Hit & { id: number } => {
        const passage = this.passages[match.id] as Passage
        const written =
          this.ideas.hyphenatedNames && query.compounds?.length ? this.bodyPairs(match.id) : undefined
        const paired =
          queryPairs.filter((p) => this.headingPairs[match.id]?.has(p)).length +
          (query.compounds ?? []).filter((p) => written?.has(p)).length
        return {
          id: match.id,
          passage,
          terms: match.terms,
          score: (match.score + paired * PAIR_BONUS) * pageWeight(passage, query),
          phrase: paired > 0,
          together: together(match.terms, query, distinctive) + together(match.terms, query, identifiers),
        }
      })
      .sort((a, b) => b.score - a.score || a.id - b.id)
    // It weighs twice in the share of the question a page answers, too.
    const counted = (term: string) => rarity(term) * (identifiers.includes(term) ? 2 : 1)
    const pages = rankPages(hits, query, counted, this.untelling, distinctive.length, this.lang)
    return { hits, pages }
  }
}
