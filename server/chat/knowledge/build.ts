import { findPage, routePath } from '../../../core/routes.ts'
import type { KnowledgeBlock, KnowledgePage, KnowledgeSection } from '../../../shared/knowledgeIndex.ts'
import { DEFAULT_LANG, type Lang } from '../../../shared/languages.ts'
import type { IndexedPage } from '../../../shared/searchIndex.ts'
import { fold, words } from '../engine/text.ts'
import { isSiteOwnPage, logicalPath, pathLanguage } from '../paths.ts'
import { COLON, COMMA } from '../punctuation.ts'
import { contentFacts, type Fact } from './facts.ts'
import { camelNames, restoreBoundaries, sections, segments } from './segment.ts'
import type { Passage, SourcePage } from './types.ts'

/** Passages longer than this are cut in several, each keeping its heading. */
const MAX_PASSAGE = 600

/** Relative weight of a page by its path (without language prefix). */
function priorOf(url: string): number {
  const path = logicalPath(url)
  if (path === '/') return 0.6
  // The accessibility statement is about the site itself, its figures about tests of the site: it answers
  // questions about the site's accessibility, never a question about the company's services.
  if (path === routePath('accessibility', DEFAULT_LANG)) return 0.4
  if (isSiteOwnPage(url)) return 0.7
  if (path.startsWith('/blog')) return 0.6
  // A domain's overview (/services/cloud) restates its offer page (/offre/cloud), which details the facts:
  // the offer answers first.
  if (findPage(url)?.routeId === 'serviceDomain') return 0.9
  return 1
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length

/** Numbers written in words (folded), per language: a heading announcing how many items follow. */
const COUNTS: Record<Lang, Record<string, number>> = {
  fr: { trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8 },
  en: { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 },
  es: { tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8 },
  ar: { ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, سته: 6, سبع: 7, سبعه: 7, ثماني: 8, ثمانيه: 8 },
}
/** Headings of a list of tools (folded), whose items are not counted in the heading. */
const TOOLS = /outil|tool|herramienta|ادوات|اداه/

/**
 * The short sections listed under a heading ("Our toolkit" → Playwright, Selenium…): as many as the
 * heading announces ("Four kinds of testing"), otherwise the run of short headings that follows it.
 */
function listedItems(
  heading: string,
  next: ReadonlyArray<{ heading: string; segments: string[] }>,
  lang: Lang,
): string[] {
  if (wordCount(heading) < 2) return []
  const announced = words(heading)
    .map((w) => COUNTS[lang][w] ?? (/^[3-9]$/.test(w) ? Number(w) : undefined))
    .find((n) => n !== undefined)
  if (announced === undefined && !TOOLS.test(fold(heading))) return []
  const items: string[] = []
  for (const part of next.slice(0, announced ?? 8)) {
    const n = wordCount(part.heading)
    const long = part.segments.join(' ').length > 300
    if (n === 0 || n > (announced ? 5 : 3) || long) break
    items.push(part.heading)
  }
  return items.length >= 3 && (announced === undefined || items.length === announced) ? items : []
}

/** Groups segments into chunks of at most MAX_PASSAGE characters. */
function chunk(parts: string[]): string[][] {
  const chunks: string[][] = [[]]
  let size = 0
  for (const part of parts) {
    const current = chunks[chunks.length - 1] as string[]
    if (size + part.length > MAX_PASSAGE && current.length > 0) {
      chunks.push([part])
      size = part.length
    } else {
      current.push(part)
      size += part.length
    }
  }
  return chunks
}

/** A page's headings: the site index's, or a knowledge page's sections, sub-headings and item titles. */
const headingsOf = (page: SourcePage): string[] =>
  'sections' in page
    ? [
        ...new Set(
          page.sections.flatMap((p) => [
            p.section,
            p.heading,
            ...p.blocks.map((b) => (b.kind === 'item' ? (b.label ?? '') : '')),
          ]),
        ),
      ].filter(Boolean)
    : page.headings

/** A page's summary passage: its title, its description (quotable) and every heading (indexed only). */
function summaryOf(page: SourcePage, prior: number): Passage {
  return {
    url: page.url,
    pageTitle: page.title,
    heading: page.title,
    segments: [page.description],
    items: [],
    keywords: headingsOf(page),
    fact: false,
    kind: 'summary',
    prior,
  }
}

/** Words of a short tag shown with an item ("Open source", "2 à 3 pages"), at most. */
const MAX_TAG_WORDS = 6
/** Item titles listed with their section, at most. */
const MAX_ITEMS = 10

/** The least weight of a figure, whatever the page's kind. */
const FIGURE_PRIOR = 0.9
/** Words of a line that states a figure on its own, at most. */
const MAX_FIGURE_WORDS = 8
const isShortFigure = (text: string) => /\d/.test(text) && wordCount(text) <= MAX_FIGURE_WORDS

/** A text ending with a colon announces the list after it. */
const LEADS_IN = /[:：]\s*$/u

/** An item as one sentence: "Rapport exécutif (2 à 3 pages) : La synthèse pour la direction…". */
function itemSentence(block: KnowledgeBlock, lang: Lang): string {
  const lines = block.text.split('\n')
  const isTag = (l: string) => wordCount(l) <= MAX_TAG_WORDS && !/[.!?؟:]$/.test(l)
  const tags = block.label ? lines.filter(isTag) : []
  const rest = lines.filter((l) => !tags.includes(l)).join(' ')
  if (!block.label) return rest
  const head = tags.length > 0 ? `${block.label} (${tags.join(COMMA[lang])})` : block.label
  return rest ? `${head}${COLON[lang]}${rest}` : head
}

/** A figure as one phrase: value first when the page shows it so ("5 jours pour un audit complet"). */
function figureSentence(block: KnowledgeBlock, lang: Lang): string {
  // A value and what it covers ("100 %", "Tous les parcours…") read as one.
  const text = block.text.split('\n').join('. ')
  if (!block.label) return text
  return block.valueFirst ? `${text} ${block.label}` : `${block.label}${COLON[lang]}${text}`
}

/**
 * The passages of a page read as blocks: its summary; per section (and sub-heading) all it says, with the
 * titles of its items; and every item and every figure again as a passage of its own, quoted whole, with
 * its section's words indexed alongside.
 */
function blockPassages(page: KnowledgePage, lang: Lang): Passage[] {
  const prior = priorOf(page.url)
  const base = { url: page.url, pageTitle: page.title, prior }
  // The runs of one section and sub-heading, together (a case's figures split its section's items).
  const groups = new Map<string, KnowledgeSection>()
  for (const part of page.sections) {
    const key = `${part.section}\u0000${part.heading}`
    const group = groups.get(key)
    if (group) group.blocks.push(...part.blocks)
    else groups.set(key, { ...part, blocks: [...part.blocks] })
  }
  // The short lines of each titled item ("Secteur : Luxe et mode"): the context of the figures under it.
  const itemContext = new Map(
    page.sections.flatMap((part) =>
      part.blocks
        .filter((b) => b.kind === 'item' && b.label)
        .map((b) => [
          `${part.section}\u0000${b.label}`,
          b.text.split('\n').filter((l) => wordCount(l) <= MAX_TAG_WORDS * 2),
        ]),
    ),
  )
  const sectionCount = new Set(page.sections.map((p) => p.section)).size
  const last = page.sections[page.sections.length - 1]?.section
  const passages: Passage[] = [summaryOf(page, prior)]
  for (const { section, heading, label, blocks } of groups.values()) {
    const title = heading || section
    const context = [label, section, heading].filter((s): s is string => Boolean(s))
    // The closing call to action is much the same on every page.
    const weight = section === last && sectionCount > 2 ? prior * 0.6 : prior
    // The section as a whole (its paragraphs, items and figures), which a question's words meet together.
    const texts = blocks.flatMap((b) =>
      b.kind === 'text'
        ? segments(b.text)
        : [b.kind === 'item' ? itemSentence(b, lang) : figureSentence(b, lang)],
    )
    const items = blocks.flatMap((b) => (b.kind === 'item' && b.label ? [b.label] : []))
    if (texts.length > 0) {
      const listed = items.length >= 2 && items.length <= MAX_ITEMS ? items : []
      for (const segs of chunk(texts))
        passages.push({
          ...base,
          heading: title,
          segments: segs,
          // Every part of a long section lists its items: "which tool for APIs?" may meet the second part.
          items: listed,
          keywords: [label, section].filter((s): s is string => Boolean(s)),
          fact: false,
          kind: 'text',
          prior: weight,
        })
    }
    // The sentence that announces a list ("… you may refer the matter to the Défenseur des droits:") says
    // what its items are about ("by phone, on …"): the context of each.
    let leadIn: string | undefined
    for (const block of blocks) {
      if (block.kind === 'text') leadIn = LEADS_IN.test(block.text) ? segments(block.text).at(-1) : undefined
      // A short line holding a figure ("Plus de 20 experts QA") is a statement of its own.
      const figure = block.kind === 'figure' || (block.kind === 'text' && isShortFigure(block.text))
      if (block.kind === 'text' && !figure) continue
      const sentence = block.kind === 'item' ? itemSentence(block, lang) : figureSentence(block, lang)
      passages.push({
        ...base,
        heading: block.kind === 'item' && block.label ? block.label : title,
        segments: [sentence],
        items: [],
        keywords: [
          ...context,
          ...(itemContext.get(`${section}\u0000${heading}`) ?? []),
          ...(block.kind === 'item' && leadIn ? [leadIn] : []),
        ],
        fact: true,
        kind: figure ? 'figure' : 'item',
        // A key figure is the site's own statement, on the home page as on a service page.
        prior: figure ? Math.max(weight, FIGURE_PRIOR) : weight,
      })
    }
  }
  return passages
}

/** The passages of one page (in `lang`, by default the language of its URL). */
export function pagePassages(page: SourcePage, lang: Lang = pathLanguage(page.url)): Passage[] {
  return 'sections' in page ? blockPassages(page, lang) : textPassages(page, lang)
}

/** The passages of a page known by its text lines: one per section, cut at its headings. */
function textPassages(page: IndexedPage, lang: Lang): Passage[] {
  const names = camelNames([page.title, page.description, ...page.headings])
  const parts = sections(page.text, page.headings).map((s) => ({
    heading: s.heading,
    segments: segments(restoreBoundaries(s.body, names)),
  }))
  const prior = priorOf(page.url)
  return [
    summaryOf(page, prior),
    ...parts.flatMap((part, i) => {
      const items = listedItems(part.heading, parts.slice(i + 1), lang)
      return chunk(part.segments).map((segs, k) => ({
        url: page.url,
        pageTitle: page.title,
        heading: part.heading,
        segments: segs,
        items: k === 0 ? items : [],
        keywords: [],
        fact: false,
        kind: 'text' as const,
        // The closing call to action is much the same on every page.
        prior: i === parts.length - 1 && i > 1 ? prior * 0.6 : prior,
      }))
    }),
  ]
}

/** Every passage of a language: the site's pages cut at their headings, plus the content facts. */
export function buildPassages(
  pages: readonly SourcePage[],
  lang: Lang,
  content: readonly Fact[] = contentFacts(lang),
): Passage[] {
  const titles = new Map(pages.map((p) => [p.url, p.title]))
  const facts = content.map(
    (f): Passage => ({
      url: f.url,
      pageTitle: titles.get(f.url) ?? f.heading,
      heading: f.heading,
      segments: f.sentences,
      items: [],
      keywords: [],
      fact: true,
      kind: 'fact',
      prior: FACT_PRIOR,
    }),
  )
  return [...discountRepeats(withoutStock(pages.flatMap((page) => pagePassages(page, lang)))), ...facts]
}

/**
 * Weight of a fact from `content/` (an office, an opening, a profile) against its page's text: the same (1.1
 * until the twenty-eighth session: a job offer's many words then answered questions about the work itself).
 */
const FACT_PRIOR = 1

/** Pages a sentence is on, at least, to be stock text ("Ce que nous testons… dans ce domaine."). */
const STOCK_PAGES = 4

/**
 * A section's sentences that many pages share word for word (a template's introduction) say nothing of
 * this page: they are left out of a section that says more, so that they are neither searched nor quoted.
 */
function withoutStock(passages: Passage[]): Passage[] {
  const pagesOf = new Map<string, Set<string>>()
  for (const p of passages) {
    if (p.kind !== 'text') continue
    for (const s of p.segments) pagesOf.set(s, (pagesOf.get(s) ?? new Set()).add(p.url))
  }
  const stock = (s: string) => (pagesOf.get(s)?.size ?? 0) >= STOCK_PAGES
  return passages.map((p) => {
    if (p.kind !== 'text' || !p.segments.some(stock)) return p
    const own = p.segments.filter((s) => !stock(s))
    return own.length > 0 ? { ...p, segments: own } : p
  })
}

/** Sections repeated on many pages (a shared list of test types, a closing call to action) weigh less. */
function discountRepeats(passages: Passage[]): Passage[] {
  const key = (p: Passage) => `${p.heading}|${p.segments.join(' ')}`
  const counts = new Map<string, number>()
  for (const p of passages) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1)
  return passages.map((p) => ((counts.get(key(p)) ?? 0) >= 3 ? { ...p, prior: p.prior * 0.5 } : p))
}
