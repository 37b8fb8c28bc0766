// In a contrast theme (forced colors), dark and light, on a phone in French and Arabic: the cookie banner,
// the preferences, the mobile menu, the chat with an answer, the search results, the join dialog with its
// field errors and the contact form with its errors. Each state is opened once and shot in both themes.
import { expect, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import type { SiteLang } from '../../shared/languages.ts'
import { localeText } from '../e2e/support.ts'
import { THEMED_STATES } from '../layout/open-states.ts'
import { visitorContext } from '../layout/sweep.ts'
import { CONTRAST_THEMES, contrastTheme } from '../layout/themes.ts'
import { comparedWithBaselines, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

const LANGS: readonly SiteLang[] = ['fr', 'ar']

for (const lang of LANGS) {
  const t = localeText(lang)
  for (const state of THEMED_STATES) {
    test(`${lang}: ${state.name} in a dark and a light contrast theme`, async ({ browser, baseURL }) => {
      const context = await visitorContext(browser, state.chrome, lang, PHONE.width, baseURL ?? '')
      const page = await context.newPage()
      // The chat's clock, as in open-states.spec.ts: one time of day, tomorrow's.
      const tomorrow = new Date(Date.now() + 86_400_000)
      tomorrow.setUTCHours(10, 30, 0, 0)
      await page.clock.setFixedTime(tomorrow)
      await page.setViewportSize(PHONE)
      await page.goto(localizePath(state.path, lang))
      await settle(page)
      await state.open(page, t, lang)
      // The contact form is below the fold: the form itself is shot.
      const form = page.getByRole('form', { name: t('forms', 'contact.title') })
      const shot = state.shot === 'contact-errors' ? form : page
      for (const theme of CONTRAST_THEMES) {
        await contrastTheme(page, theme)
        await expect(shot).toHaveScreenshot(`forced-${theme}-${state.shot}-${lang}-390.png`, {
          mask: [page.locator('[role=log] time, [data-welcome-time]')],
        })
      }
      await context.close()
    })
  }
}
