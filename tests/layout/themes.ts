// Contrast themes as Chromium emulates them: forced colors with a dark or a light palette, chosen by the
// colour scheme the visitor prefers (Chromium's emulated palettes: white on black with yellow links, or
// black on white with dark blue links), and the controls probe run in each.
import type { Page } from '@playwright/test'
import { CONTROLS, type ControlFinding, findControlDefects, markShapes } from './controls.ts'

export type ContrastTheme = 'dark' | 'light'
export const CONTRAST_THEMES: readonly ContrastTheme[] = ['dark', 'light']

/** Switches the page to a contrast theme (forced colors) or back to the designer's colours (null). */
export async function contrastTheme(page: Page, theme: ContrastTheme | null): Promise<void> {
  await page.emulateMedia(
    theme ? { forcedColors: 'active', colorScheme: theme } : { forcedColors: 'none', colorScheme: 'light' },
  )
}

/** A page function as page script (with the helper esbuild's keepNames adds when tsx runs this file). */
const script = (fn: (selector: string) => unknown) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(CONTROLS)}) })()`

/**
 * The controls each contrast theme leaves unusable in the page as it is now: shapes are read in the
 * designer's colours first, then each theme is switched on and the controls read again. The page is left
 * in the designer's colours.
 */
export async function controlDefects(page: Page): Promise<(ControlFinding & { theme: ContrastTheme })[]> {
  await contrastTheme(page, null)
  await page.evaluate(script(markShapes))
  const found: (ControlFinding & { theme: ContrastTheme })[] = []
  for (const theme of CONTRAST_THEMES) {
    await contrastTheme(page, theme)
    const list = (await page.evaluate(script(findControlDefects))) as ControlFinding[]
    found.push(...list.map((f) => ({ ...f, theme })))
  }
  await contrastTheme(page, null)
  return found
}
