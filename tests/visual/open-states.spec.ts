// What a first tap opens, on a phone, in the four languages: the cookie preferences, the chat panel with
// an answer, the mobile menu and the community join dialog.
import { expect, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { localeText } from '../e2e/support.ts'
import { OPEN_STATES } from '../layout/open-states.ts'
import { visitorContext } from '../layout/sweep.ts'
import { comparedWithBaselines, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

for (const lang of SITE_LANGS) {
  const t = localeText(lang)
  for (const state of OPEN_STATES.filter((s) => s.shot)) {
    test(`${lang}: ${state.name}`, async ({ browser, baseURL }) => {
      const context = await visitorContext(browser, state.chrome, lang, PHONE.width, baseURL ?? '')
      const page = await context.newPage()
      // One time of day for every run: the chat's times are masked, and a mask is as wide as the time it
      // covers ("10:30" and "23:05" are not drawn the same width). Tomorrow's, so that the consent the
      // visitor saved just now stays valid (a choice saved in the future is not).
      const tomorrow = new Date(Date.now() + 86_400_000)
      tomorrow.setUTCHours(10, 30, 0, 0)
      await page.clock.setFixedTime(tomorrow)
      await page.setViewportSize(PHONE)
      await page.goto(localizePath(state.path, lang))
      await settle(page)
      await state.open(page, t, lang)
      // The chat messages' times are the clock's (fixed above), masked all the same.
      await expect(page).toHaveScreenshot(`${state.shot}-${lang}-390.png`, {
        mask: [page.locator('[role=log] time, [data-welcome-time]')],
      })
      await context.close()
    })
  }
}
