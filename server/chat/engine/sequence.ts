import type { Lang } from '../../../shared/languages.ts'
import type { Passage } from '../knowledge/types.ts'
import { plain } from './cut.ts'
import { asFigure } from './numbers.ts'
import { ordinalIn } from './ordinals.ts'
import type { Hit, PageHit, Query } from './query.ts'
import type { Quote } from './quote.ts'
import { fold, terms, words } from './text.ts'

// A question asking a step's place in a sequence ("what is the first step?", "¿y la última etapa?", "what
// comes after execution?") is answered by that step of the list of steps a page gives, in the page's order:
// no passage says "first" or "after" of its step, the order does.

/**
 * Which step of a sequence is asked: the first, the last, the one after or before a step it names, or the
 * step it names, placed by "that comes after".
 */
export type StepPlace = 'first' | 'last' | 'after' | 'before' | 'named' | number

/** The word for one step, per language (folded): Latin scripts take an "s" for several. */
const ONE_STEP_LATIN = 'etape|phase|stade|step|stage|etapa|fase|paso'
const ONE_STEP_AR = 'مرحله|خطوه'

/** One step's word, singular (folded). */
const ONE_STEP = new RegExp(`^(${ONE_STEP_LATIN}|(ال)?(${ONE_STEP_AR}))$`, 'u')

/** A step numbered after its word ("step 4", "l'étape 3", "la fase 2", "المرحلة 5"): its place, not a count. */
const STEP_NUMBER = new RegExp(
  `\\b(?:${ONE_STEP_LATIN})\\s+(?:n[o°º]\\.?\\s*)?(\\d)\\b|(?:^|[^\\p{L}])[وف]?(?:ال)?(?:${ONE_STEP_AR})\\s+(?:رقم\\s+)?(\\d)(?!\\d)`,
  'u',
)

/** Words naming the steps of a sequence (folded). */
const STEP = new RegExp(
  `\\b(?:${ONE_STEP_LATIN})s?\\b|(^|[^\\p{L}])[وف]?(ال)?(${ONE_STEP_AR}|مراحل|خطوات)($|[^\\p{L}])`,
  'u',
)

/**
 * A question asking what comes after or before something ("what comes after test design?", "qu'est-ce qui
 * vient après la conception ?", "¿qué viene después del diseño?", "ماذا يأتي بعد التصميم؟") (folded).
 */
const COMES =
  /\b(what|which) (comes?|happens?|follows?|is) (right |just |directly |immediately )?(after|next|before)\b|\bqu'?est-ce qui (vient|suit|se passe) (juste |directement )?(apres|ensuite|avant)\b|\bque (viene|sigue|pasa) (justo )?(despues|antes)\b|(^|[^\p{L}])[وف]?(ماذا|ما الذي|شو) (ياتي|يحدث|يلي) (بعد|قبل)($|[^\p{L}])/u

/** Words naming a process, whose steps such a question asks about (folded). */
const PROCESS =
  /\b(process(es|us)?|procesos?|approach|approche|enfoque|method(s|e|es|ology|ologie)?|metodo(logia)?|demarche|workflow|cycle|ciclo)\b|(^|[^\p{L}])[وف]?(ال)?(عمليه|منهجيه|طريقه)/u

/**
 * A step named after "after" ("what comes after test design?", "¿qué viene después del diseño?"): the step
 * it names is the one before the step asked, unlike "after that" or "the next stage, the foundation one"
 * (folded).
 */
const AFTER_NAMED =
  /\b(after|apres|despues|tras|following)\s+(?!(?:that|this|it|ca|cela|eso|esa|esto|esta|este)\b)\p{L}|(^|[^\p{L}])[وف]?بعد\s+(?!(?:ذلك|هذا|هذه|ها)(?:$|[^\p{L}]))\p{L}/u

/** Whether a question names the step before the one it asks, after "after". */
export const namesStepBefore = (message: string): boolean => AFTER_NAMED.test(fold(message))

/** Words placing a step, per place (folded); the first found wins. */
const PLACES: ReadonlyArray<readonly [StepPlace, RegExp]> = [
  ['first', /\b(premiere?|first|primer[oa]?)\b|(^|[^\p{L}])[وف]?(اول|الاولي|الاول)($|[^\p{L}])/u],
  ['last', /\b(derniere?|last|final|ultim[oa])\b|(^|[^\p{L}])[وف]?(اخر|الاخيره|الاخير)($|[^\p{L}])/u],
  // "And the scale-up stage that comes after?" names the step it asks: "after" places it, it does not ask
  // the next one ("qu'est-ce qui vient après… ?", "¿qué viene después…?" ask the next one).
  [
    'named',
    /\b(that|which) (comes?|follows?)\b|\b(?<!est-ce )qui (vient|suit)\b|(?<!^[^\p{L}]*|\by )\bque (viene|sigue)\b|(^|[^\p{L}])(الذي|التي|اللي) (يليها|تليها|يليه|تليه|ياتي|تاتي)($|[^\p{L}])/u,
  ],
  [
    'after',
    /\b(apres|suivante?|after|next|despues|siguiente|tras)\b|(^|[^\p{L}])[وف]?(بعد|التاليه|التالي)($|[^\p{L}])/u,
  ],
  ['before', /\b(avant|precedente?|before|previous|antes|anterior)\b|(^|[^\p{L}])[وف]?(قبل)($|[^\p{L}])/u],
]

/**
 * The place of a step a question asks, when it speaks of steps (itself or, for a follow-up, the question
 * before it: "كم مرحلة؟" then "وشو آخر وحدة؟").
 */
export function stepAsked(message: string, previous = ''): StepPlace | undefined {
  const folded = fold(message)
  const ofSteps = STEP.test(folded) || STEP.test(fold(previous))
  if (!ofSteps && !(COMES.test(folded) && PROCESS.test(fold(`${previous} ${message}`)))) return undefined
  const numbered = folded.match(STEP_NUMBER)
  if (numbered) return Number(numbered[1] ?? numbered[2])
  const first = PLACES.find(([, pattern]) => pattern.test(folded))?.[0]
  if (first === 'first' || first === 'last') return first
  return ordinalIn(folded) ?? first
}

/**
 * The words placing a step asked ("step", "5" in "step 5?", "stage" in "the first stage?"): what the
 * question asks, not a subject of its own.
 */
export function stepPlaceWords(message: string): string[] {
  const folded = fold(message)
  if (stepAsked(message) === undefined) return []
  const said = [...folded.matchAll(new RegExp(STEP.source, 'gu'))].map((m) => m[0])
  const numbered = folded.match(STEP_NUMBER)
  return numbered ? [...said, numbered[1] ?? numbered[2] ?? ''] : said
}

/** The number of steps a question says a sequence has ("six-step", "6 étapes", "المراحل الست"), if it says one. */
export function stepsCounted(message: string, lang: Lang): number | undefined {
  const read = words(fold(message)).map((w, i, all) => asFigure(w, lang, all[i + 1]))
  for (const [i, w] of read.entries()) {
    if (!/^\d+$/.test(w)) continue
    // "Step 5" places a step; "5 steps", "six-step", "المراحل الست" count them.
    if (read[i - 1] !== undefined && ONE_STEP.test(read[i - 1] ?? '')) continue
    const near = [read[i - 1], read[i + 1]].filter((x): x is string => x !== undefined)
    if (near.some((x) => STEP.test(x))) return Number(w)
  }
  return undefined
}

/** Fewest steps of a sequence. */
const MIN_STEPS = 3

/**
 * The step asked, quoted from the best-ranked list of steps of the pages answering (a section listing three
 * items or more, one naming steps first): for "after" or "before", the list naming the step the question
 * names, and the step next to it.
 */
export function stepQuote(
  place: StepPlace,
  pages: readonly PageHit[],
  hits: readonly Hit[],
  passages: readonly Passage[],
  query: Query,
  lang: Lang,
  count?: number,
  /**
   * For a follow-up: the previous answer, whose step is the one "that" names, and whether the question
   * names the step before the one it asks ("after test design"); otherwise a step it names is the one
   * asked ("and the next stage, the foundation one?").
   */
  follow?: { answer: string; namesBefore: boolean },
): { page: PageHit; quote: Quote } | undefined {
  const urls = new Set(pages.map((p) => p.url))
  const lists = hits
    .map((h) => h.passage)
    .filter((p) => urls.has(p.url) && p.kind === 'text' && p.items.length >= MIN_STEPS)
  const namesSteps = (p: Passage) => STEP.test(fold(p.heading))
  // "In your six-step process…": the list of that many steps first.
  const counted = (p: Passage) => count !== undefined && p.items.length === count
  const ordered = [
    ...lists.filter(counted),
    ...lists.filter((p) => !counted(p) && namesSteps(p)),
    // A step asked by its number is one of a list of steps, not the fifth office of a list of them.
    ...lists.filter((p) => !counted(p) && !namesSteps(p) && typeof place !== 'number'),
  ]
  // The step named is named by the question's own words ("after execution"), else by the previous answer
  // ("what comes right after that?" after step 4 was quoted), else by its topic's ("process").
  const own = new Set(query.terms.filter((t) => !query.topic?.has(t)))
  const before = new Set(follow ? terms(follow.answer, lang) : [])
  // "And the next stage, the foundation one?" names the step asked, after the one the previous answer gave.
  const ownPlace = place === 'after' && follow && !follow.namesBefore ? 'named' : place
  const passes: ReadonlyArray<readonly [ReadonlySet<string>, StepPlace]> = [
    [own, ownPlace],
    [before, place],
    [new Set(query.terms), place],
  ]
  for (const [named, placed] of passes)
    for (const list of ordered) {
      const index = position(placed, list.items, named, lang)
      const title = index === undefined ? undefined : list.items[index]
      const step = passages.find((p) => p.url === list.url && p.kind === 'item' && p.heading === title)
      const page = pages.find((p) => p.url === list.url)
      if (step && page)
        return { page, quote: { text: plain(step.segments.join(' ')), score: 0, passage: step, fits: true } }
    }
  return undefined
}

/** The index of the step asked in a list of step titles, if the list has it. */
function position(place: StepPlace, items: readonly string[], asked: ReadonlySet<string>, lang: Lang) {
  if (typeof place === 'number') return place <= items.length ? place - 1 : undefined
  if (place === 'first') return 0
  if (place === 'last') return items.length - 1
  // The step the question names: the one sharing most of its words (none: not this list).
  const shared = items.map((item) => terms(item, lang).filter((t) => asked.has(t)).length)
  const most = Math.max(...shared)
  if (most === 0) return undefined
  const named = shared.indexOf(most)
  const at = place === 'named' ? named : place === 'after' ? named + 1 : named - 1
  return at >= 0 && at < items.length ? at : undefined
}
