// At 320 px, in the four languages, the states a tap opens hold too: the mobile menu, the cookie
// preferences dialog, the chat panel with an answer, the community join dialog and the search results.
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { OPEN_STATES } from '../layout/open-states.ts'
import { defectsAt, findingLine, visitorContext } from '../layout/sweep.ts'
import { expect, localeText, test } from './support.ts'

const WIDTH = 320

for (const lang of SITE_LANGS) {
  const t = localeText(lang)
  for (const state of OPEN_STATES) {
    test(`${lang}: the ${state.name} at ${WIDTH} px`, async ({ browser, baseURL }) => {
      const context = await visitorContext(browser, state.chrome, lang, WIDTH, baseURL ?? '')
      const page = await context.newPage()
      const path = localizePath(state.path, lang)
      await page.goto(path)
      await state.open(page, t, lang)
      const found = (await defectsAt(page, WIDTH)).map((f) => findingLine(path, WIDTH, state.name, f))
      await context.close()
      expect(found, 'what a visitor would see wrong').toEqual([])
    })
  }
}
