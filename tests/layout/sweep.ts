// The layout sweep: every sitemap URL, at the widths a visitor uses, in both states of the page chrome.
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { extractLocale } from '../../core/routes.ts'
import { makeConsent } from '../../shared/consent.ts'
import { LANGUAGE_STORAGE_KEY, SITE_LANGS, type SiteLang } from '../../shared/languages.ts'
import { findOverlaps } from './overlap.ts'
import { findLayoutDefects, type LayoutFinding } from './probe.ts'

/** The widths the site must hold, from the smallest phone WCAG reflow asks for to a desktop. */
export const ALL_WIDTHS = [320, 360, 390, 768, 1024, 1280, 1920] as const
/** The widths every URL is checked at with WCAG 1.4.12's text spacing (a phone and a desktop). */
export const TEXT_SPACING_WIDTHS = [390, 1280] as const
/** The widths `npm test` sweeps every URL at (all of them: `npm run test:layout`). */
export const TEST_WIDTHS = [320, 390, 1280] as const

/** The widths of this run: LAYOUT_WIDTHS=all, a comma-separated list, or the test widths. */
export function sweepWidths(env = process.env.LAYOUT_WIDTHS): number[] {
  if (!env) return [...TEST_WIDTHS]
  if (env === 'all') return [...ALL_WIDTHS]
  return env.split(',').map(Number)
}

/** The page paths of the sitemap, in its order, plus a page that does not exist (the 404 page). */
export function sitemapPaths(file = 'dist/client/sitemap.xml'): string[] {
  const xml = readFileSync(file, 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname)
}

/** The not-found pages the sweep loads, one per language, at a path that does not exist. */
const NOT_FOUND_PATHS = SITE_LANGS.map((lang) =>
  lang === 'fr' ? '/page-introuvable' : `/${lang}/page-introuvable`,
)

/** What the sweep loads: every sitemap URL, then the not-found page of each language. */
export const sweepPaths = (): string[] => [...sitemapPaths(), ...NOT_FOUND_PATHS]

/** Whether the sweep's path is a not-found page. */
export const isNotFoundPath = (path: string) => NOT_FOUND_PATHS.includes(path)

/** The built page a swept path shows, as builtPages() names it (the not-found pages are `…/404`). */
export const builtUrlOf = (path: string) =>
  isNotFoundPath(path) ? path.replace(/page-introuvable$/, '404') : path

/**
 * The page chrome a visitor meets: `fresh` is a first visit, with the language notice (the browser
 * prefers another language) and the cookie banner shown; `answered` is a returning visitor who answered
 * both.
 */
export type ChromeState = 'fresh' | 'answered'
export const CHROME_STATES: readonly ChromeState[] = ['fresh', 'answered']

export const langOf = (path: string): SiteLang => extractLocale(path).lang

/**
 * A browser context playing this visitor on pages of this language (the page is not loaded yet). The
 * sweep reuses it from path to path: every page load meets the same visitor, the fresh one's included,
 * for whom nothing stored survives from the page before.
 */
export async function visitorContext(
  browser: Browser,
  state: ChromeState,
  lang: SiteLang,
  width: number,
  baseURL: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: heightFor(width) },
    // Another language than the page's, so that the fresh visitor is offered it.
    locale: lang === 'fr' ? 'en-GB' : 'fr-FR',
    reducedMotion: 'reduce',
    // Nothing stored but what the state below puts there (Playwright Test would give the project's).
    storageState: { cookies: [], origins: [] },
  })
  if (state === 'fresh')
    await context.addInitScript(() => {
      try {
        localStorage.clear()
        sessionStorage.clear()
      } catch {
        // A document without storage (the page's first, about:blank): nothing to clear.
      }
    })
  if (state === 'answered') {
    const consent = JSON.stringify(
      makeConsent({ analytics: false, marketing: false, functional: false }, Date.now()),
    )
    await context.addInitScript(
      ([key, chosen, value]) => {
        localStorage.setItem('cookieConsent', value)
        localStorage.setItem(key, chosen)
      },
      [LANGUAGE_STORAGE_KEY, lang, consent] as const,
    )
  }
  return context
}

/**
 * The sweep's paths by language, in the sitemap's order, cut into runs of at most `size` paths of one
 * language (as even as can be): the paths one browser context and page per chrome state go through.
 */
export function sweepRuns(paths: string[], size: number): { lang: SiteLang; paths: string[] }[] {
  return SITE_LANGS.flatMap((lang) => {
    const ofLang = paths.filter((path) => langOf(path) === lang)
    const count = Math.ceil(ofLang.length / size)
    return Array.from({ length: count }, (_, i) => ({
      lang,
      paths: ofLang.slice(
        Math.round((i * ofLang.length) / count),
        Math.round(((i + 1) * ofLang.length) / count),
      ),
    }))
  })
}

/** A phone's height for phone widths, a laptop's or desktop's for the others. */
export const heightFor = (width: number) => (width < 768 ? 800 : width < 1920 ? 900 : 1080)

/** Lays the page out at this width and reads what is wrong with it. */
export async function defectsAt(page: Page, width: number): Promise<LayoutFinding[]> {
  const size = page.viewportSize()
  if (size?.width !== width) await page.setViewportSize({ width, height: heightFor(width) })
  // Two frames: the resize's layout, then anything that reacts to it (a resize observer, a media query).
  // Or half a second, if the browser draws no frame: in one CI run a sweep sat on a loaded page until its
  // whole timeout ran out, and a frame that never comes is one wait that could do that. The probe reads
  // layout, which the browser computes on demand, frames or not.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve, 500)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))
      }),
  )
  return page.evaluate(PROBE) as Promise<LayoutFinding[]>
}

/** The probe as page script (with the helper esbuild's keepNames adds when tsx runs this file). */
const PROBE = `(() => { const __name = (f) => f; return (${findLayoutDefects.toString()})() })()`
const OVERLAPS = `(() => { const __name = (f) => f; return (${findOverlaps.toString()})() })()`

/** Lines of text drawn over other text in the page as laid out now (./overlap.ts). */
export const overlaps = (page: Page) => page.evaluate(OVERLAPS) as Promise<LayoutFinding[]>

/**
 * WCAG 2.2 SC 1.4.12 Text spacing, as its own test sets it: line height 1.5 times the font size, letters
 * 0.12 em apart, words 0.16 em, paragraphs 2 em. Nothing may be lost: no text clipped or spilling, no
 * sideways scrolling, no text drawn over other text.
 */
export const TEXT_SPACING_CSS =
  '*, ::before, ::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }'

/** Sets the text spacing on the page as it is (a constructed stylesheet: the pages' CSP refuses a <style>). */
export const applyTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, TEXT_SPACING_CSS)

/** What text spacing loses, at this width: the probe's clipped text and sideways scrolling, and overlaps. */
export async function textSpacingDefectsAt(page: Page, width: number): Promise<LayoutFinding[]> {
  const found = (await defectsAt(page, width)).filter((f) => f.kind === 'clipped' || f.kind === 'overflow')
  return [...found, ...(await overlaps(page))]
}

/** A finding as one line of a report. */
export const findingLine = (path: string, width: number, state: string, f: LayoutFinding) =>
  `${path} @${width} [${state}] ${f.kind}: ${f.where} — ${f.detail}`
