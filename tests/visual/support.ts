import type { Page, test as playwrightTest } from '@playwright/test'
import { chromiumMajor, hasBaselines } from './setup.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

/**
 * Compares only where this Chromium major has baselines, or refreshes them (`npm run test:visual --
 * --update`). Another major draws text differently: its screenshots would all differ, and say nothing.
 */
export function comparedWithBaselines(test: typeof playwrightTest): void {
  test.beforeEach(({ browserName }, info) => {
    const updating = ['all', 'changed'].includes(info.config.updateSnapshots)
    const major = chromiumMajor()
    if (!updating && !hasBaselines(major))
      console.warn(
        `No screenshot baselines for Chromium ${major}: npm run test:visual -- --update, review, commit.`,
      )
    test.skip(
      browserName !== 'chromium' || (!updating && !hasBaselines(major)),
      `no baselines for Chromium ${major} (npm run test:visual -- --update)`,
    )
  })
}

/** The page settled for a screenshot: fonts loaded, scrolled to the top, nothing focused. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    window.scrollTo(0, 0)
    ;(document.activeElement as HTMLElement | null)?.blur?.()
  })
}
