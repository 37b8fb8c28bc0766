// Every sitemap URL and the 404 page, in the four languages, at 320, 390 and 1280 px (all seven widths
// with `npm run test:layout`), with the language notice and the cookie banner shown, then answered: what
// a visitor would see wrong (tests/layout/probe.ts) must be nothing. In the same first-visit page load,
// once laid out at the last width: the first-visit checks (./first-visit.ts: status, axe, console,
// other origins), recorded as the 'axe' check of the built page. Then, in the answered page, with WCAG
// 1.4.12's text spacing at 390 and 1280 px: no text clipped, no sideways scrolling, no text over text.
import { expect, type Page, test } from '@playwright/test'
import { recordCheck } from '../a11y/record.ts'
import {
  applyTextSpacing,
  builtUrlOf,
  CHROME_STATES,
  type ChromeState,
  defectsAt,
  findingLine,
  isNotFoundPath,
  langOf,
  sweepPaths,
  sweepWidths,
  TEXT_SPACING_WIDTHS,
  textSpacingDefectsAt,
  visitorContext,
} from '../layout/sweep.ts'
import { watchFirstVisit } from './first-visit.ts'

const widths = sweepWidths()

/** The chrome is in the state the test claims: the notice and the banner shown, or neither. */
async function expectChrome(page: Page, state: ChromeState) {
  const shown = await page.evaluate(() => ({
    banner: document.documentElement.classList.contains('consent-needed'),
    notice: document.documentElement.hasAttribute('data-suggest'),
  }))
  expect(shown).toEqual(state === 'fresh' ? { banner: true, notice: true } : { banner: false, notice: false })
}

for (const path of sweepPaths()) {
  test(`layout of ${path} at ${widths.join(', ')} px, and with text spacing; first visit: axe, console, origins`, async ({
    browser,
    baseURL,
  }) => {
    const found: string[] = []
    const firstVisit: string[] = []
    for (const state of CHROME_STATES) {
      const context = await visitorContext(browser, state, langOf(path), widths[0] ?? 320, baseURL ?? '')
      const page = await context.newPage()
      const firstVisitProblems = state === 'fresh' ? watchFirstVisit(page, isNotFoundPath(path)) : undefined
      const response = await page.goto(path)
      await expectChrome(page, state)
      for (const width of widths)
        for (const finding of await defectsAt(page, width))
          found.push(findingLine(path, width, state, finding))
      if (firstVisitProblems) firstVisit.push(...(await firstVisitProblems(response?.status())))
      if (state === 'answered') {
        await applyTextSpacing(page)
        for (const width of TEXT_SPACING_WIDTHS)
          for (const finding of await textSpacingDefectsAt(page, width))
            found.push(findingLine(path, width, 'text spacing', finding))
      }
      await context.close()
    }
    expect(found, 'what a visitor would see wrong').toEqual([])
    recordCheck('layout', path, { widths })
    recordCheck('text-spacing', path, { widths: TEXT_SPACING_WIDTHS })
    expect(firstVisit, 'first visit: axe (WCAG 2.2 AA), console errors, requests to another origin').toEqual(
      [],
    )
    recordCheck('axe', builtUrlOf(path))
  })
}
