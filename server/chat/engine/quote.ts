import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { COLON, list as joinList } from '../punctuation.ts'
import { focus, joined, plain } from './cut.ts'
import { followUpWeight } from './followUpWeight.ts'
import { lineNaming, namesMuchAsked, quotable } from './lines.ts'
import { listedNames, membersNamed, namesBeside } from './listNames.ts'
import { numberedIn } from './mentions.ts'
import { namesAllOwn, namesAnyOwn } from './namedWords.ts'
import { closeness, LABELLED, quantityFor } from './quantity.ts'
import type { Query } from './query.ts'
import { groupsOf } from './queryGroups.ts'
import type { QuestionType } from './question.ts'
import {
  statesDate,
  statesFrequency,
  statesPerson,
  statesPlace,
  statesQuantity,
  statesReach,
} from './statements.ts'
import { terms } from './text.ts'

const MAX_QUOTE = 320
/** Share of the best sentence's score a second sentence needs to be quoted beside it. */
const SECOND_SENTENCE = 0.8
export const MAX_FACT = 480
/** Facts are written to be quoted: they win ties against page text. */
const FACT_BONUS = 1.25
/** A page's description is the quote of last resort: a section that answers says more. */
const SUMMARY_FACTOR = 0.5

/** A candidate quote and how well it matches the query. */
export interface Quote {
  text: string
  score: number
  passage: Passage
  /** The quote gives what the question's type asks for (a figure for "how long", an address for "where"). */
  fits: boolean
}

/** Weight of a labelled value only repeating the question's words. */
const REPEATS = 0.1
/** Added weight of a quote stating a date, for a question asking when. */
const DATED = 2
/** Weight of a quote that gives what the question's type asks for, and of one that does not. */
const FITS = 2
const MISFITS = 0.5
/**
 * Weight of a statement that fits: a figure says exactly one quantity, an item or a fact one or two; a
 * section's text may hold its figure among other things.
 */
const STATEMENT: Partial<Record<Passage['kind'], number>> = { figure: 1.6, item: 1.2, fact: 1.2 }
/** Weight of a section that lists its items when the question asks for a list. */
const LISTS = 2.5
/** Weight of a quote naming things in a row ("AWS, Azure ou Google Cloud"), for a list question. */
const NAMED_LIST = 2.2
/**
 * Added weight, for a list question, of each thing a quote lists that the question does not name, up to a
 * few (0.2 until the twenty-seventh session; none at all lost a held-out question).
 */
const NAME_BONUS = 0.1
/** Weight of a quote listing names beside the question's words, for a list question. */
const BESIDE = 1.5
/** Weight of a quote naming in brackets the members of the kind a list question asks. */
const MEMBERS = 2.5
const MAX_NAMES = 3

/** Weight of a list section's match as a whole, against its best sentence's. */
const LIST_WHOLE = 0.9
/** Weight of a question's word found only in the context of a figure or an item. */
const CONTEXT = 0.35
/** Weight a quote keeps whatever its passage's retrieval score; the rest follows that score. */
const RETRIEVAL_FLOOR = 0
/** A sentence ending in a question mark, and its weight for the quote against one stating something. */
const ASKED = /[?؟]$/
const ASKS = 0.5
/** Added to a sentence's score when it states what the question's type asks for. */
const SENTENCE_FITS = 1.5

/** Whether a text gives what a question of this type asks for; other types ask nothing in particular. */
function givesKind(text: string, type: QuestionType): boolean {
  if (type === 'quantity') return statesQuantity(text)
  if (type === 'place') return statesPlace(text)
  if (type === 'person') return statesPerson(text)
  if (type === 'reach') return statesReach(text)
  return true
}

/** Whether a labelled value ("Author: Yanis Haddad") only repeats words of the question. */
function repeats(text: string, query: Query, lang: Lang): boolean {
  if (!LABELLED.test(text)) return false
  const value = terms(text.replace(LABELLED, ''), lang)
  return value.length > 0 && value.every((t) => query.weights.has(t))
}

/** Weight of a section whose heading is the kind of thing the question names ("Livrables" for "quels livrables ?"). */
const NAMED_HEADING = 2
const namedHeading = (passage: Passage, query: Query, lang: Lang): number => {
  const heading = terms(passage.heading, lang)
  const named = query.kindNamed
  return named && heading.length > 0 && heading.length <= 2 && heading.every((t) => named.has(t))
    ? NAMED_HEADING
    : 1
}

function quoteOf(passage: Passage, query: Query, lang: Lang, type: QuestionType): Quote | undefined {
  const gives = (text: string, asked: QuestionType) =>
    asked === 'quantity'
      ? quantityFor(text, passage, query, lang)
      : asked === 'reach'
        ? statesReach(text, query.reach)
        : givesKind(text, asked)
  // The question's words a sentence and its heading hold together, each once, rare words weighing more.
  // A passage's context counts half: its page's title, and a figure's or an item's section.
  const headingTerms = new Set(terms(passage.heading, lang))
  const context = new Set(
    terms([passage.pageTitle, ...(passage.fact ? passage.keywords : [])].join(' '), lang),
  )
  const score = (segment: string) => {
    const set = new Set(terms(segment, lang))
    const worth = (term: string) => {
      if (query.asking?.has(term)) return 0
      const weight = (query.weights.get(term) ?? 0) * (query.rarity.get(term) ?? 1)
      if (set.has(term) || headingTerms.has(term)) return weight
      return context.has(term) ? CONTEXT * weight : 0
    }
    // Each of the question's words counts once: itself, or the best of the words standing for it.
    let sum = 0
    for (const group of groupsOf(query)) sum += Math.max(...group.map(worth))
    const fits = type !== 'other' && type !== 'list' && type !== 'client' && gives(segment, type)
    return sum + (fits ? SENTENCE_FITS : 0)
  }
  const segs = passage.segments
  if (passage.fact) {
    // The sentences naming a word of the question the heading does not ("Canada" under "Our offices"),
    // else the whole fact.
    // Of those, the ones naming its rarest words ("Manager", not "QA", in "are you hiring a QA Manager?").
    const own = new Set(query.terms.filter((t) => !headingTerms.has(t)))
    const naming = segs.map((s) =>
      [...new Set(terms(s, lang))].reduce((sum, t) => sum + (own.has(t) ? (query.rarity.get(t) ?? 1) : 0), 0),
    )
    // Those giving what the question's type asks (the phone number of "what is the head office's phone?")
    // first.
    const typed = type !== 'other' && type !== 'list' && type !== 'client'
    const giving = segs.map((s, i) => (naming[i] ?? 0) > 0 && typed && gives(s, type))
    const pool = giving.some(Boolean) ? segs.filter((_, i) => giving[i]) : segs
    const most = Math.max(0, ...pool.map((s) => naming[segs.indexOf(s)] ?? 0))
    const specific = pool.filter((s) => most > 0 && (naming[segs.indexOf(s)] ?? 0) >= most)
    const chosen = (specific.length > 0 ? specific : segs).slice(0, 4)
    const total = Math.max(score(''), ...chosen.map((s) => score(s))) * FACT_BONUS
    const focused = focus(
      chosen.join(' '),
      MAX_FACT,
      (part) => score(part) + (gives(part, type) ? SENTENCE_FITS : 0),
    )
    // A later sentence of a fact says whose it is by its heading ("Líder de pruebas (Test Lead): …,
    // Certificación ISTQB Advanced"), as its first one does.
    const { heading } = passage
    const text =
      heading &&
      heading !== passage.pageTitle &&
      !chosen.includes(segs[0] ?? '') &&
      !focused.includes(heading)
        ? `${heading}${COLON[lang]}${focused}`
        : focused
    return fitted({ text, score: total, passage, fits: gives(text, type) }, type, query, lang)
  }
  // A sentence the page asks ("Vous préparez des soldes ?") answers less than one it states.
  const candidates = segs
    .map((s, i) => ({ s, i, score: score(s) * (ASKED.test(s) ? ASKS : 1) }))
    .filter((c) => quotable(c.s, lang) || namesMuchAsked(c.s, query, lang))
  // A section of short lines, none a sentence ("Deliverables": "Cloud test strategy", "Performance and
  // capacity report"…), answers a list question as a list: its heading, then its lines.
  if (candidates.length === 0 && type === 'list' && segs.length >= 2 && passage.heading) {
    const text = `${passage.heading}${COLON[lang]}${joinList(segs, lang)}`
    // Weighed as the list it is: its lines are its items.
    const asList = { ...passage, items: segs }
    const quote = {
      text: focus(text, MAX_QUOTE, score),
      score: score(segs.join(' ')) * LIST_WHOLE * namedHeading(passage, query, lang),
      fits: true,
    }
    return { ...fitted({ ...quote, passage: asList }, type, query, lang), passage }
  }
  if (candidates.length === 0) return undefined
  const bestSentence = candidates.reduce((a, b) => (b.score > a.score ? b : a))
  // A section listing its items answers for them together ("JMeter or Gatling?"): quoted by its opening
  // sentence, the items following, or by the sentence naming more of the question when one does ("Tester de
  // blockchain (…, Hardhat, Foundry…)" in a section of six profiles).
  const whole = passage.items.length >= 2 ? score(segs.join(' ')) * LIST_WHOLE : 0
  const opening = candidates[0] as (typeof candidates)[number]
  const naming = bestSentence.score > opening.score ? bestSentence : opening
  const best = whole > bestSentence.score ? { ...naming, score: whole } : bestSentence
  const next = candidates.find((c) => c.i === best.i + 1)
  let text = best.s
  // A second sentence that answers nearly as well is quoted too, in the page's order.
  const runnerUp = candidates
    .filter((c) => c !== best && c.score > 0 && c.score >= SECOND_SENTENCE * best.score)
    .reduce<(typeof candidates)[number] | undefined>((a, b) => (a && a.score >= b.score ? a : b), undefined)
  // A sentence the section writes twice (an item's line and its list's) is quoted once.
  if (runnerUp && text.length + runnerUp.s.length < MAX_QUOTE) {
    if (runnerUp.s !== text) text = runnerUp.i < best.i ? `${runnerUp.s} ${text}` : `${text} ${runnerUp.s}`
  } else if (next && text.length < 160 && (next.score > 0 || text.length < 100)) text = `${text} ${next.s}`
  if (passage.heading && passage.heading !== passage.pageTitle && !text.startsWith(passage.heading)) {
    // Short labels before the section's first sentence ("Nominal load", "Yanis Haddad, Performance
    // Engineering Lead") say what it is about.
    const opens = candidates[0]?.i ?? 0
    const labels = segs.slice(0, Math.min(opens, best.i)).filter((s) => s.split(' ').length <= 6)
    const label = labels.length > 0 ? `${passage.heading} (${labels.join(', ')})` : passage.heading
    text = `${label}${COLON[lang]}${text}`
  }
  const total =
    best.score * (passage.kind === 'summary' ? SUMMARY_FACTOR : 1) * namedHeading(passage, query, lang)
  const quoted = focus(text, MAX_QUOTE, (part) => score(part))
  const quote = fitted({ text: quoted, score: total, passage, fits: gives(quoted, type) }, type, query, lang)
  // For a question asking no figure, place or person ("is there an RSS feed?"); weighed without it: the
  // line only completes what the sentences say.
  const line = type === 'other' ? lineNaming(passage, quoted, query, lang) : undefined
  return line && quoted.length + line.length < MAX_QUOTE ? { ...quote, text: `${quoted} ${line}` } : quote
}

/** Added weight of a quantity stated beside all of the question's words (less when beside fewer). */
const PROXIMITY = 0.15
/** A quote's score weighed by how well it gives what the question's type asks for. */
function fitted(quote: Quote, type: QuestionType, query: Query, lang: Lang): Quote {
  const { passage } = quote
  let factor = 1
  if (type === 'quantity' || type === 'place' || type === 'reach' || type === 'person') {
    // An address, a figure or a name of something the question does not name ("cnil address" answered
    // by the host's address) fits no better than a sentence that gives none.
    const { heading, pageTitle, keywords } = passage
    const context = [quote.text, heading, pageTitle, ...keywords].join(' ')
    const fits = quote.fits && (query.topic !== undefined || namesAnyOwn(context, query, lang))
    factor = fits ? FITS * (STATEMENT[passage.kind] ?? 1) : MISFITS
    // "When?" is best answered by a date: a time from now only when no date answers.
    if (quote.fits && query.when && statesDate(quote.text)) factor *= DATED
    // A figure stated beside the question's words answers it more surely than one a row away.
    if (quote.fits && type === 'quantity' && query.proximity)
      factor *= 1 + PROXIMITY * closeness(quote.text, query, lang)
  } else if (repeats(quote.text, query, lang)) {
    // A labelled value that is the question's own words ("Author: Yanis Haddad" for "Who is Yanis
    // Haddad?") tells nothing new.
    factor = REPEATS
  } else if (passage.kind === 'figure' && type === 'list' && !namesAllOwn(quote.text, query, lang)) {
    // A key figure ("+40 % team velocity") says how much, not which things or what is included, unless it
    // is what the question names ("and team velocity?" after the results of an audit).
    factor = MISFITS
  } else if (type === 'list') {
    // What a list question asks is names ("Terraform, Pulumi", "ISO 27001, SOC 2"): a quote naming things
    // the question does not is a list too, and the more it names the better.
    const named = listedNames(quote.text, query, lang)
    const listing = passage.items.length >= 2 ? LISTS : named >= 2 ? NAMED_LIST : 1
    // Names listed beside the question's words are the members of what it names.
    const beside = namesBeside(quote.text, query, lang, passage.pageTitle) >= 2 ? BESIDE : 1
    // Names in brackets after the kind asked ("Static analysis (Slither, Mythril)") are its members, when
    // the quote (its section, its page) holds the words narrowing it ("robot" of "which robot simulators").
    const { heading, pageTitle } = passage
    const held = new Set(terms([quote.text, heading, pageTitle].join(' '), lang))
    const narrowed = [...(query.kindNarrowing ?? [])].every((t) => held.has(t))
    const members =
      query.kindHead && narrowed && membersNamed(quote.text, query.kindHead, lang) >= 2 ? MEMBERS : 1
    factor = members * beside * listing * (1 + NAME_BONUS * Math.min(MAX_NAMES, named))
  }
  // "Which version of the RGAA?" is answered by the name written with its number ("RGAA 4.1").
  if (
    query.version &&
    numberedIn(quote.text).some(([name]) => terms(name, lang).some((t) => query.weights.has(t)))
  )
    factor *= VERSIONED
  // "How often…?" is answered by a frequency ("twice a year", "à chaque sprint").
  if (query.frequency && statesFrequency(quote.text)) factor *= OFTEN
  // "Quelle norme pour les cobots ?" is answered by a standard's reference ("ISO/TS 15066").
  if (query.standard && STANDARD_REFERENCE.test(quote.text)) factor *= VERSIONED
  return { ...quote, score: quote.score * factor }
}

/** Weight of a quote stating a frequency, for a question asking how often. */
const OFTEN = 2
/** Weight of a quote writing a name the question asks the version of with its number. */
const VERSIONED = 2
/**
 * A standard's reference: capitals and a number ("ISO 27001", "ISO/TS 15066", "ETSI EN 303 645", "SOC 2"), or
 * a name of five or six capitals ("OWASP", "MASVS"; four are as often a body or a method: "CMMI", "GDPR").
 */
const STANDARD_REFERENCE =
  /(?<![\p{L}\d])\p{Lu}{2,6}(?:\/\p{Lu}{2,4})?[ -]?\d+(?:\.\d+)?(?![\p{L}\d])|(?<![\p{L}\d])\p{Lu}{5,6}(?![\p{L}\d])/u

/**
 * One or two sentences that answer the query, from the best of a page's top passages: the
 * best-matching sentence (the section's first when none matches), prefixed with its section heading,
 * plus the next one when short. Facts, items and figures are quoted whole. A quote that gives what the
 * question's type asks for (a figure, an address, a list) wins over one that only shares its words.
 */
export function pickQuote(
  candidates: ReadonlyArray<{ passage: Passage; score: number }>,
  query: Query,
  lang: Lang,
  type: QuestionType = 'other',
): Quote | undefined {
  return pickQuotes(candidates, query, lang, type).chosen
}

/**
 * The quote that answers best (as `pickQuote`), and the best quote of another page when it answers
 * nearly as well (the `otherPage` idea): a visitor whose words two pages share ("static analysis" on the
 * consultants' skills and on the blockchain offer) gets both, rather than the one that happens to score
 * a little higher. For a question asking a figure, an address or a name, the other quote must give one.
 */
export function pickQuotes(
  candidates: ReadonlyArray<{ passage: Passage; score: number }>,
  query: Query,
  lang: Lang,
  type: QuestionType = 'other',
): { chosen?: Quote; elsewhere?: Quote } {
  const best = Math.max(0, ...candidates.map((c) => c.score))
  // The quote's own match, weighed by its passage's retrieval score (relative to the best one's).
  const followUp = followUpWeight(query, lang)
  const quotes = candidates.flatMap(({ passage, score }) => {
    const quote = quoteOf(passage, query, lang, type)
    return quote
      ? [
          {
            ...quote,
            score:
              followUp(passage, quote.fits) * quote.score * (RETRIEVAL_FLOOR + (best > 0 ? score / best : 0)),
          },
        ]
      : []
  })
  const chosen = bestOf(quotes)
  if (!chosen) return {}
  const also = query.secondPassage ? secondQuote(quotes, chosen) : undefined
  const typed = type === 'quantity' || type === 'place' || type === 'reach' || type === 'person'
  const other = query.otherPage
    ? bestOf(
        quotes.filter(
          (q) =>
            q.passage.url !== chosen.passage.url &&
            q.score >= OTHER_PAGE * chosen.score &&
            (!typed || q.fits) &&
            !chosen.text.includes(q.text),
        ),
      )
    : undefined
  return {
    chosen: {
      ...chosen,
      text: also ? joined(plain(chosen.text), plain(also.text)) : plain(chosen.text),
    },
    elsewhere: other && { ...other, text: plain(other.text) },
  }
}

/** The best-scoring quote of a list (the first of equals). */
const bestOf = (quotes: readonly Quote[]) =>
  quotes.reduce<Quote | undefined>((a, b) => (a && a.score >= b.score ? a : b), undefined)

/** Share of the chosen quote's score the best quote of another page needs to be quoted after it. */
const OTHER_PAGE = 0.225

/** Share of the chosen quote's score another passage of its page needs to be quoted beside it. */
const SECOND_PASSAGE = 0.15
/** Longest pair of quotes, together. */
const MAX_PAIR = 600

/**
 * Another passage of the chosen quote's page that answers nearly as well (`secondPassage` idea): the
 * question's words are often shared by two sections, an item's title by its neighbour ("Applications à
 * base de LLM" and "Évaluation des LLM"), and the one scoring best is not always the one that answers.
 */
function secondQuote(quotes: readonly Quote[], chosen: Quote): Quote | undefined {
  return bestOf(
    quotes.filter(
      (q) =>
        q.passage !== chosen.passage &&
        q.passage.url === chosen.passage.url &&
        q.score >= SECOND_PASSAGE * chosen.score &&
        chosen.text.length + q.text.length < MAX_PAIR &&
        !chosen.text.includes(q.text) &&
        !q.text.includes(chosen.text),
    ),
  )
}
