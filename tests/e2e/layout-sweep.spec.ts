// Every sitemap URL and the 404 page, in the four languages, at 320, 390 and 1280 px (all seven widths
// with `npm run test:layout`), with the language notice and the cookie banner shown, then answered: what
// a visitor would see wrong (tests/layout/probe.ts) must be nothing. In the same first-visit page load,
// once laid out at the last width: the first-visit checks (./first-visit.ts: status, axe, console,
// other origins), recorded as the 'axe' check of the built page. Then, in the answered page, with WCAG
// 1.4.12's text spacing at 390 and 1280 px: no text clipped, no sideways scrolling, no text over text.
// A test goes through a run of paths of one language with one browser context and page per chrome
// state, loading path after path in them, rather than a new context for each page load.
import type { Page } from '@playwright/test'
import { recordCheck } from '../a11y/record.ts'
import {
  applyTextSpacing,
  builtUrlOf,
  CHROME_STATES,
  type ChromeState,
  defectsAt,
  findingLine,
  heightFor,
  isNotFoundPath,
  sweepPaths,
  sweepRuns,
  sweepWidths,
  TEXT_SPACING_WIDTHS,
  textSpacingDefectsAt,
  visitorContext,
} from '../layout/sweep.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { watchFirstVisit } from './first-visit.ts'
import { expect, test } from './support.ts'

const widths = sweepWidths()
const firstWidth = widths[0] ?? 320
/** Paths per test: a failure names its path, a test reports a handful, and the two workers stay busy. */
const RUN_SIZE = 8

/** The chrome is in the state the test claims: the notice and the banner shown, or neither. */
async function chromeProblems(page: Page, path: string, state: ChromeState): Promise<string[]> {
  const shown = await page.evaluate(() => ({
    banner: document.documentElement.classList.contains('consent-needed'),
    notice: document.documentElement.hasAttribute('data-suggest'),
  }))
  const expected = state === 'fresh' ? { banner: true, notice: true } : { banner: false, notice: false }
  return shown.banner === expected.banner && shown.notice === expected.notice
    ? []
    : [`${path} [${state}] chrome: ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`]
}

/** Loads `path` in the page of this chrome state and checks it: its layout findings, its first-visit problems. */
async function checkPath(page: Page, path: string, state: ChromeState) {
  const found: string[] = []
  // Every load starts at the first width, as a new page would.
  if (page.viewportSize()?.width !== firstWidth)
    await page.setViewportSize({ width: firstWidth, height: heightFor(firstWidth) })
  if (state === 'fresh') await page.context().clearCookies()
  const firstVisitProblems = state === 'fresh' ? watchFirstVisit(page, isNotFoundPath(path)) : undefined
  const response = await page.goto(path)
  found.push(...(await chromeProblems(page, path, state)))
  for (const width of widths)
    for (const finding of await defectsAt(page, width)) found.push(findingLine(path, width, state, finding))
  const firstVisit = firstVisitProblems ? await firstVisitProblems(response?.status()) : []
  if (state === 'answered') {
    await applyTextSpacing(page)
    for (const width of TEXT_SPACING_WIDTHS)
      for (const finding of await textSpacingDefectsAt(page, width))
        found.push(findingLine(path, width, 'text spacing', finding))
  }
  return { found, firstVisit: firstVisit.map((line) => `${path}: ${line}`) }
}

for (const { lang, paths } of sweepRuns(sweepPaths(), RUN_SIZE)) {
  const title = `layout of ${paths.length} ${lang} pages, ${paths[0]} to ${paths.at(-1)}, at ${widths.join(', ')} px, and with text spacing; first visit: axe, console, origins`
  test(title, async ({ browser, baseURL }) => {
    test.setTimeout(TIMEOUTS.layoutSweepPath * paths.length)
    const pages = new Map<ChromeState, Page>()
    for (const state of CHROME_STATES) {
      const context = await visitorContext(browser, state, lang, firstWidth, baseURL ?? '')
      pages.set(state, await context.newPage())
    }
    const found: string[] = []
    const firstVisit: string[] = []
    try {
      for (const path of paths) {
        const checked = []
        for (const [state, page] of pages) checked.push(await checkPath(page, path, state))
        const pathFound = checked.flatMap((c) => c.found)
        const pathFirstVisit = checked.flatMap((c) => c.firstVisit)
        found.push(...pathFound)
        firstVisit.push(...pathFirstVisit)
        // Each path's records as when it had a test of its own: layout and text spacing when its layout is
        // clean, axe when its first visit is clean too.
        if (pathFound.length) continue
        recordCheck('layout', path, { widths })
        recordCheck('text-spacing', path, { widths: TEXT_SPACING_WIDTHS })
        if (!pathFirstVisit.length) recordCheck('axe', builtUrlOf(path))
      }
    } finally {
      for (const page of pages.values()) await page.context().close()
    }
    expect(found, 'what a visitor would see wrong').toEqual([])
    expect(firstVisit, 'first visit: axe (WCAG 2.2 AA), console errors, requests to another origin').toEqual(
      [],
    )
  })
}
