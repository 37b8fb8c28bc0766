// One page per template, in the four languages, on a phone and a desktop, as a returning visitor sees it.
// A test takes one language at one size through every template in one browser context and page, loading
// page after page (a new context per shot cost as much as the shot); each shot is compared on its own
// (expect.soft): a page that differs names itself and the others are still compared.
import { expect, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { visitorContext } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { comparedWithBaselines, DESKTOP, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

const templates = Object.entries(TEMPLATES)

for (const lang of SITE_LANGS)
  for (const size of [PHONE, DESKTOP])
    test(`${templates.length} templates in ${lang} at ${size.width} px`, async ({ browser, baseURL }) => {
      test.setTimeout(TIMEOUTS.screenshotPage * templates.length)
      const context = await visitorContext(browser, 'answered', lang, size.width, baseURL ?? '')
      try {
        const page = await context.newPage()
        await page.setViewportSize(size)
        for (const [template, logicalPath] of templates) {
          await page.goto(localizePath(logicalPath, lang))
          await settle(page)
          await expect.soft(page, template).toHaveScreenshot(`${template}-${lang}-${size.width}.png`)
        }
      } finally {
        await context.close()
      }
    })
