// One page per template, in the four languages, on a phone and a desktop, as a returning visitor sees it.
import { expect, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { visitorContext } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { comparedWithBaselines, DESKTOP, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

for (const [template, logicalPath] of Object.entries(TEMPLATES))
  for (const lang of SITE_LANGS)
    for (const size of [PHONE, DESKTOP])
      test(`${template} in ${lang} at ${size.width} px`, async ({ browser, baseURL }) => {
        const context = await visitorContext(browser, 'answered', lang, size.width, baseURL ?? '')
        const page = await context.newPage()
        await page.setViewportSize(size)
        await page.goto(localizePath(logicalPath, lang))
        await settle(page)
        await expect(page).toHaveScreenshot(`${template}-${lang}-${size.width}.png`)
        await context.close()
      })
