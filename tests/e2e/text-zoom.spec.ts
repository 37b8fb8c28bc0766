// Text zoomed to 200 % (WCAG 2.2 SC 1.4.4), as Chromium does it: its minimum font size set to 24 px, so
// that the 12 px texts double and every text grows to at least 24 px while the layout stays as wide. On
// every template, in the four languages, on a phone and a desktop: no text clipped or spilling, no text
// drawn over other text, no sideways scrolling.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localizePath } from '../../core/urls.ts'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts'
import { makeConsent } from '../../shared/consent.ts'
import { LANGUAGE_STORAGE_KEY, SITE_LANGS } from '../../shared/languages.ts'
import { recordCheck } from '../a11y/record.ts'
import { defectsAt, findingLine, heightFor, overlaps } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { expect, test } from './support.ts'

/** Chromium's "Minimum font size" setting (chrome://settings/fonts), read from its profile's preferences. */
export const MINIMUM_FONT_SIZE = 24
const WIDTHS = [390, 1280] as const

for (const lang of SITE_LANGS)
  test(`${lang}: every template with text zoomed to 200 %`, async ({ playwright, baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'text-zoom-'))
    mkdirSync(join(profile, 'Default'))
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ webkit: { webprefs: { minimum_font_size: MINIMUM_FONT_SIZE } } }),
    )
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      baseURL,
      viewport: { width: WIDTHS[0], height: heightFor(WIDTHS[0]) },
    })
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
    const page = await context.newPage()
    const found: string[] = []
    try {
      for (const logical of Object.values(TEMPLATES)) {
        const path = localizePath(logical, lang)
        await page.goto(path)
        // The setting holds: the smallest text of the page is drawn at 24 px.
        expect(
          await page.evaluate(() =>
            Number.parseFloat(
              getComputedStyle(document.querySelector('small, .text-xs') ?? document.body).fontSize,
            ),
          ),
        ).toBeGreaterThanOrEqual(MINIMUM_FONT_SIZE)
        for (const width of WIDTHS) {
          const lost = (await defectsAt(page, width)).filter((f) => ['clipped', 'overflow'].includes(f.kind))
          for (const finding of [...lost, ...(await overlaps(page))])
            found.push(findingLine(path, width, 'text zoom', finding))
        }
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
    expect(found, 'what text zoomed to 200 % loses').toEqual([])
    recordCheck('text-zoom', lang, { lang, templates: Object.keys(TEMPLATES).length, widths: WIDTHS })
  })
