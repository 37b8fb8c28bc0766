// The tolerance is tight enough to see a layout change: the home page with its content moved 4 px must not
// match its baseline (this test passes when the comparison fails).
import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { visitorContext } from '../layout/sweep.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { comparedWithBaselines, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

test('a 4 px shift of the page content fails the comparison', async ({ browser, baseURL }, info) => {
  // Refreshing baselines (or writing a missing one) would make the shifted page the home page's baseline.
  const refreshing = ['all', 'changed'].includes(info.config.updateSnapshots)
  test.skip(refreshing || !existsSync(info.snapshotPath('home-fr-390.png')), 'no baseline to compare with')
  test.fail()
  const context = await visitorContext(browser, 'answered', 'fr', PHONE.width, baseURL ?? '')
  const page = await context.newPage()
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await page.addStyleTag({ content: 'main { translate: 0 4px }' })
  await settle(page)
  await expect(page).toHaveScreenshot('home-fr-390.png', { timeout: TIMEOUTS.screenshot })
  await context.close()
})
