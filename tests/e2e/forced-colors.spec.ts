// Contrast themes (forced colors), dark and light, in French, Arabic and English: on every template at
// 390 and 1280 px and in every state a tap opens, no control vanishes, no button loses its shape and every
// field keeps its edge (tests/layout/controls.ts).
import { localizePath } from '../../core/urls.ts'
import type { SiteLang } from '../../shared/languages.ts'
import { recordCheck } from '../a11y/record.ts'
import { THEMED_STATES } from '../layout/open-states.ts'
import { visitorContext } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { CONTRAST_THEMES, controlDefects } from '../layout/themes.ts'
import { expect, localeText, test } from './support.ts'

const LANGS: readonly SiteLang[] = ['fr', 'ar', 'en']
const WIDTHS = [390, 1280] as const

type Found = Awaited<ReturnType<typeof controlDefects>>[number]
const line = (where: string, f: Found) => `${where} [${f.theme}] ${f.kind}: ${f.where} ("${f.detail}")`

/** Says how many of each kind were found, for the closing note's counts. */
function tally(found: Found[]): string {
  const counts = new Map<string, number>()
  for (const f of found) counts.set(`${f.kind} (${f.theme})`, (counts.get(`${f.kind} (${f.theme})`) ?? 0) + 1)
  return [...counts].map(([kind, n]) => `${kind}: ${n}`).join(', ') || 'nothing'
}

for (const lang of LANGS) {
  test(`${lang}: every template's controls in a dark and a light contrast theme`, async ({
    browser,
    baseURL,
  }, info) => {
    const context = await visitorContext(browser, 'answered', lang, WIDTHS[0], baseURL ?? '')
    const page = await context.newPage()
    const found: string[] = []
    const all: Found[] = []
    for (const logical of Object.values(TEMPLATES)) {
      const path = localizePath(logical, lang)
      await page.goto(path)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const list = await controlDefects(page)
        all.push(...list)
        found.push(...list.map((f) => line(`${path} @${width}`, f)))
      }
    }
    await context.close()
    info.annotations.push({ type: 'found', description: tally(all) })
    expect(found, 'controls a contrast theme leaves unusable').toEqual([])
    const views = Object.keys(TEMPLATES).length * WIDTHS.length
    recordCheck('contrast-themes', `${lang}: templates`, { lang, views, themes: CONTRAST_THEMES })
  })

  test(`${lang}: what a tap opens, in a dark and a light contrast theme`, async ({
    browser,
    baseURL,
  }, info) => {
    const t = localeText(lang)
    const found: string[] = []
    const all: Found[] = []
    for (const state of THEMED_STATES) {
      const context = await visitorContext(browser, state.chrome, lang, WIDTHS[0], baseURL ?? '')
      const page = await context.newPage()
      await page.goto(localizePath(state.path, lang))
      await state.open(page, t, lang)
      const list = await controlDefects(page)
      all.push(...list)
      found.push(...list.map((f) => line(state.name, f)))
      await context.close()
    }
    info.annotations.push({ type: 'found', description: tally(all) })
    expect(found, 'controls a contrast theme leaves unusable').toEqual([])
    recordCheck('contrast-themes', `${lang}: tapped states`, {
      lang,
      views: THEMED_STATES.length,
      themes: CONTRAST_THEMES,
    })
  })
}
