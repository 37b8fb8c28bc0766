// The contrast-theme probe (tests/layout/controls.ts) finds what it claims to, with the site's own
// stylesheet: today's cookie switches before issue 34 vanish (no text, no edge, no icon), a filled link
// loses its shape, a field framed by a shadow loses its edge; the same controls as they are now, nothing.
import type { Page } from '@playwright/test'
import { controlDefects } from '../layout/themes.ts'
import { expect, test } from './support.ts'

/** The cookie switch as it was before issue 34: a track and a knob drawn by background colours only. */
const OLD_SWITCH =
  'mt-1 h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:block before:h-4 before:w-4 before:translate-x-0.5 rtl:before:-translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-brand-600 checked:before:translate-x-4.5 rtl:checked:before:-translate-x-4.5 disabled:cursor-not-allowed disabled:opacity-70'
/** A link styled as the filled button was before issue 34 (ui/Button.tsx without its border in themes). */
const OLD_BUTTON_LINK =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold bg-brand-600 text-white'

/** Takes out of the page's stylesheets the borders renderer/styles.css gives every field in a theme. */
const withoutFieldBorders = (page: Page) =>
  page.evaluate(() => {
    const prune = (rules: CSSRuleList) => {
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i]
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('textarea') && rule.style.borderStyle)
          (rule.parentRule as CSSGroupingRule | null)?.deleteRule(i)
        else if (rule && 'cssRules' in rule) prune((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of document.styleSheets) prune(sheet.cssRules)
  })

/** The page's own stylesheet, with this markup as its body: what the probe finds in both themes. */
async function probe(page: Page, body: string) {
  await page.evaluate((html) => {
    document.body.innerHTML = `<main>${html}</main>`
  }, body)
  return (await controlDefects(page)).map((f) => `${f.theme} ${f.kind}: ${f.detail}`)
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 })
  await page.goto('/legal-notice')
})

test("today's cookie switches vanish in both themes; the Switch primitive's do not", async ({ page }) => {
  const old = `<label for="s1">Marketing</label><input id="s1" type="checkbox" role="switch" class="${OLD_SWITCH}">`
  expect(await probe(page, old)).toEqual(['dark invisible: Marketing', 'light invisible: Marketing'])
  // The switch as the consent dialog draws it now (islands/forms/Switch.tsx), read from the dialog itself.
  const now = await page
    .goto('/legal-notice')
    .then(() => page.locator('#consent-marketing').evaluate((el) => el.outerHTML))
  expect(await probe(page, `<label for="consent-marketing">Marketing</label>${now}`)).toEqual([])
})

test('a filled link loses its shape and a field its edge without the borders themes keep', async ({
  page,
}) => {
  const field = '<label for="q">Rechercher</label><input id="q" type="search" class="bg-transparent px-4">'
  const now = `<a href="/contact" class="${OLD_BUTTON_LINK} forced-colors:border">Automatiser mes tests</a>${field}`
  expect(await probe(page, now)).toEqual([])
  // Before issue 34: the link without its border in themes, and no border for fields in renderer/styles.css.
  await withoutFieldBorders(page)
  const old = `<a href="/contact" class="${OLD_BUTTON_LINK}">Automatiser mes tests</a>${field}`
  expect(await probe(page, old)).toEqual([
    'dark shapeless: Automatiser mes tests',
    'dark edgeless: Rechercher',
    'light shapeless: Automatiser mes tests',
    'light edgeless: Rechercher',
  ])
})
