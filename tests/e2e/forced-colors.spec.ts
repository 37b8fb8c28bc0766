// Contrast themes (forced colors), dark and light, in French, Arabic and English: on every template at
// 390 and 1280 px and in every state a tap opens, no control vanishes, no button loses its shape and every
// field keeps its edge (tests/layout/controls.ts).
import { localizePath } from '../../core/urls.ts'
import type { SiteLang } from '../../shared/languages.ts'
import { recordCheck } from '../a11y/record.ts'
import { THEMED_STATES } from '../layout/open-states.ts'
import { visitorContext } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { CONTRAST_THEMES, contrastTheme, controlDefects } from '../layout/themes.ts'
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

test('the current language stays readable in a contrast theme: its code is drawn on the selection colour', async ({
  page,
  context,
}) => {
  // The theme puts a Canvas backplate behind text: HighlightText on it was a blank (5 % of the code's
  // pixels off its ground, 25 % once drawn on the selection colour).
  const canvas = await context.newPage()
  for (const theme of CONTRAST_THEMES) {
    await page.goto('/es')
    await contrastTheme(page, theme)
    const code = page
      .locator('header a[aria-current="true"][hreflang="es"]')
      .getByText('ES', { exact: true })
      .filter({ visible: true })
    const shot = (await code.screenshot()).toString('base64')
    const inked = await canvas.evaluate(async (png) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const board = document.createElement('canvas')
      board.width = image.width
      board.height = image.height
      const paint = board.getContext('2d')
      paint?.drawImage(image, 0, 0)
      const data = paint?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray()
      // The share of pixels far from the most common colour (the ground): the glyphs, when they show.
      const counts = new Map<string, number>()
      for (let i = 0; i < data.length; i += 4) {
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      const ground =
        [...counts]
          .sort((a, b) => b[1] - a[1])[0]?.[0]
          .split(',')
          .map(Number) ?? []
      let ink = 0
      for (let i = 0; i < data.length; i += 4)
        if ([0, 1, 2].some((c) => Math.abs((data[i + c] ?? 0) - (ground[c] ?? 0)) > 96)) ink += 1
      return ink / (data.length / 4)
    }, shot)
    expect(inked, `${theme} theme: share of the code's pixels that are its glyphs`).toBeGreaterThan(0.15)
  }
})
