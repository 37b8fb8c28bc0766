import { findPage } from '../../../core/routes.ts'
import type { Lang } from '../../../shared/languages.ts'
import { logicalPath } from '../paths.ts'
import type { Fact } from './facts.ts'
import type { KnowledgePages, SourcePage } from './types.ts'

/**
 * The site's texts aligned across its languages: every page exists in each language under the same route,
 * rendered by the same components, so its title, description, sections and blocks come in the same order.
 * A unit is one of them in every language that has it (a translation note on a legal page has no French
 * counterpart and is left out). Units are what the chat learns translations and paraphrases from.
 */
export interface AlignedUnits {
  /** The languages aligned, French (the reference) first when present. */
  languages: readonly Lang[]
  /** Per language, each unit's text; undefined where that language has no counterpart. */
  texts: Partial<Record<Lang, Array<string | undefined>>>
}

/** One piece of a page in reading order, with what lets it be matched to its translation. */
export interface Piece {
  text: string
  /** Its kind and its figures: a translation has the same. */
  signature: string
  /** Where it sits: the section it belongs to (sections come in the same order in every language). */
  section: number
}

const FIGURES = /\d+/g
const signatureOf = (kind: string, text: string) => `${kind}:${(text.match(FIGURES) ?? []).join(',')}`

/** A page's pieces: title, description, then each section's headings and blocks. */
function piecesOf(page: SourcePage): Piece[] {
  const pieces: Piece[] = [
    { text: page.title, signature: signatureOf('title', page.title), section: -1 },
    { text: page.description, signature: signatureOf('description', page.description), section: -1 },
  ]
  if (!('sections' in page)) return pieces
  let section = -1
  let previous = ''
  let heading = ''
  for (const part of page.sections) {
    if (part.section !== previous || section < 0) {
      section += 1
      previous = part.section
      heading = ''
      if (part.section) pieces.push({ text: part.section, signature: 'section', section })
    }
    if (part.heading && part.heading !== heading) {
      heading = part.heading
      pieces.push({ text: part.heading, signature: signatureOf('heading', part.heading), section })
    }
    for (const block of part.blocks) {
      const text = [block.label, block.text].filter(Boolean).join('\n')
      pieces.push({ text, signature: signatureOf(block.kind, block.text), section })
    }
  }
  return pieces
}

/**
 * Pairs the pieces of a page with its translation's, in order: a global alignment (Needleman–Wunsch) where
 * pieces of the same kind, figures and section match and a piece one language adds is skipped. Returns, for
 * each reference piece, the index of its counterpart or -1.
 */
export function alignPieces(reference: readonly Piece[], other: readonly Piece[]): number[] {
  const n = reference.length
  const m = other.length
  const match = (i: number, j: number) => {
    const a = reference[i] as Piece
    const b = other[j] as Piece
    if (a.section !== b.section) return -1
    return a.signature === b.signature
      ? 2
      : a.signature.split(':')[0] === b.signature.split(':')[0]
        ? 0.5
        : -1
  }
  const GAP = -0.6
  // Scores row by row; the moves are kept to walk back.
  const score = Array.from({ length: n + 1 }, (_, i) => new Float64Array(m + 1).fill(i * GAP))
  const move = Array.from({ length: n + 1 }, () => new Uint8Array(m + 1))
  for (let j = 1; j <= m; j++) {
    ;(score[0] as Float64Array)[j] = j * GAP
    ;(move[0] as Uint8Array)[j] = 2
  }
  for (let i = 1; i <= n; i++) {
    const row = score[i] as Float64Array
    const up = score[i - 1] as Float64Array
    ;(move[i] as Uint8Array)[0] = 1
    for (let j = 1; j <= m; j++) {
      const diagonal = (up[j - 1] as number) + match(i - 1, j - 1)
      const skipReference = (up[j] as number) + GAP
      const skipOther = (row[j - 1] as number) + GAP
      const best = Math.max(diagonal, skipReference, skipOther)
      row[j] = best
      ;(move[i] as Uint8Array)[j] = best === diagonal ? 0 : best === skipReference ? 1 : 2
    }
  }
  const pairs = new Array<number>(n).fill(-1)
  let i = n
  let j = m
  while (i > 0 && j > 0) {
    const step = (move[i] as Uint8Array)[j]
    if (step === 0) {
      if (match(i - 1, j - 1) > 0) pairs[i - 1] = j - 1
      i -= 1
      j -= 1
    } else if (step === 1) i -= 1
    else j -= 1
  }
  return pairs
}

/** The key a page has in every language: its route (and parameter), else its path without language. */
function pageKey(url: string): string {
  const page = findPage(url)
  return page ? `${page.routeId}:${page.param ?? ''}` : logicalPath(url)
}

/** Extra parallel texts: the content facts of each language (written in the same order) and glossary rows. */
export interface ParallelTexts {
  facts?: Partial<Record<Lang, readonly Fact[]>>
  /** Rows of the terminology glossary, one text per language. */
  glossary?: ReadonlyArray<Partial<Record<Lang, string>>>
}

/** Aligns the pages of every language given (and the parallel texts) into units. */
export function alignUnits(pages: KnowledgePages, parallel: ParallelTexts = {}): AlignedUnits {
  const languages = (['fr', 'en', 'es', 'ar'] as const).filter((lang) => pages[lang] !== undefined)
  const [reference] = languages
  const texts: Partial<Record<Lang, Array<string | undefined>>> = Object.fromEntries(
    languages.map((lang) => [lang, []]),
  )
  const push = (row: Partial<Record<Lang, string | undefined>>) => {
    if (languages.filter((lang) => row[lang]).length < 2) return
    for (const lang of languages) texts[lang]?.push(row[lang])
  }
  if (reference) {
    const byKey = Object.fromEntries(
      languages.map((lang) => [lang, new Map((pages[lang] ?? []).map((p) => [pageKey(p.url), p]))]),
    ) as Record<Lang, Map<string, SourcePage>>
    for (const [key, page] of byKey[reference]) {
      const own = piecesOf(page)
      const counterparts = languages.map((lang) => {
        const other = byKey[lang].get(key)
        if (!other) return undefined
        const theirs = piecesOf(other)
        return { lang, theirs, pairs: lang === reference ? own.map((_, i) => i) : alignPieces(own, theirs) }
      })
      own.forEach((_, i) => {
        const row: Partial<Record<Lang, string | undefined>> = {}
        for (const c of counterparts) {
          if (!c) continue
          const j = c.pairs[i] ?? -1
          row[c.lang] = j >= 0 ? c.theirs[j]?.text : undefined
        }
        push(row)
      })
    }
  }
  const facts = parallel.facts ?? {}
  const count = Math.max(0, ...languages.map((lang) => facts[lang]?.length ?? 0))
  for (let i = 0; i < count; i++) {
    push(
      Object.fromEntries(
        languages.map((lang) => {
          const fact = facts[lang]?.[i]
          return [lang, fact && [fact.heading, ...fact.sentences].join('\n')]
        }),
      ),
    )
  }
  for (const row of parallel.glossary ?? []) push(row)
  return { languages, texts }
}
