import type { Page } from '@playwright/test'
import { expect, test } from './support.ts'

/** Raises the community dialog's consent toast `times` times. */
async function consentToasts(page: Page, times: number) {
  await page.getByRole('button', { name: 'Join the Slack community' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Sam')
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sam@example.com')
  await dialog.getByRole('textbox', { name: 'Profile and motivation' }).fill('Tester')
  for (let i = 0; i < times; i++) await dialog.getByRole('button', { name: 'Send my request' }).click()
}

/** The toasts in the notification region's alerts (these consent toasts are errors): one close button each. */
const toasts = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('alert')
    .getByRole('button', { name: 'Close notification' })

test('at most three toasts show at once', async ({ page }) => {
  await page.goto('/en/community')
  await consentToasts(page, 5)
  await expect(toasts(page)).toHaveCount(3)
})

test('a toast closes after 5 s, and waits while hovered', async ({ page }) => {
  await page.clock.install()
  await page.goto('/en/community')
  await consentToasts(page, 1)
  await expect(toasts(page)).toHaveCount(1)
  await page.keyboard.press('Escape') // closes the dialog, not the toast
  await toasts(page).first().hover()
  await page.clock.runFor(8000)
  await expect(toasts(page)).toHaveCount(1)
  await page.mouse.move(0, 0)
  await page.clock.runFor(6000)
  await expect(toasts(page)).toHaveCount(0)
})

test('a toast can be swiped right to dismiss it', async ({ page }) => {
  await page.goto('/en/community')
  await consentToasts(page, 1)
  await page.keyboard.press('Escape')
  // The toast holding the close button.
  const toast = toasts(page).first().locator('..')
  const box = await toast.boundingBox()
  if (!box) throw new Error('no toast')
  await page.mouse.move(box.x + 40, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(toasts(page)).toHaveCount(0)
})

test('toasts are announced: success as status, errors as alert', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/en/community')
  await consentToasts(page, 1)
  await expect(page.getByRole('alert').filter({ hasText: 'Consent required' })).toBeVisible()
})
