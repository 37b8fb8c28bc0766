// Every sitemap URL and the 404 page, in the four languages, at 320, 390 and 1280 px (all seven widths
// with `npm run test:layout`), with the language notice and the cookie banner shown, then answered: what
// a visitor would see wrong (tests/layout/probe.ts) must be nothing. Then, in the same page, with WCAG
// 1.4.12's text spacing at 390 and 1280 px: no text clipped, no sideways scrolling, no text over text.
import { expect, type Page, test } from '@playwright/test'
import { SITE_LANGS } from '../../shared/languages.ts'
import { recordCheck } from '../a11y/record.ts'
import {
  applyTextSpacing,
  CHROME_STATES,
  type ChromeState,
  defectsAt,
  findingLine,
  langOf,
  sitemapPaths,
  sweepWidths,
  TEXT_SPACING_WIDTHS,
  textSpacingDefectsAt,
  visitorContext,
} from '../layout/sweep.ts'

const widths = sweepWidths()
const notFound = SITE_LANGS.map((lang) => (lang === 'fr' ? '/page-introuvable' : `/${lang}/page-introuvable`))

/** The chrome is in the state the test claims: the notice and the banner shown, or neither. */
async function expectChrome(page: Page, state: ChromeState) {
  const shown = await page.evaluate(() => ({
    banner: document.documentElement.classList.contains('consent-needed'),
    notice: document.documentElement.hasAttribute('data-suggest'),
  }))
  expect(shown).toEqual(state === 'fresh' ? { banner: true, notice: true } : { banner: false, notice: false })
}

for (const path of [...sitemapPaths(), ...notFound]) {
  test(`layout of ${path} at ${widths.join(', ')} px, and with text spacing`, async ({
    browser,
    baseURL,
  }) => {
    const found: string[] = []
    for (const state of CHROME_STATES) {
      const context = await visitorContext(browser, state, langOf(path), widths[0] ?? 320, baseURL ?? '')
      const page = await context.newPage()
      await page.goto(path)
      await expectChrome(page, state)
      for (const width of widths)
        for (const finding of await defectsAt(page, width))
          found.push(findingLine(path, width, state, finding))
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
  })
}
