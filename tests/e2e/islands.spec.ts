import type { Page } from '@playwright/test'
import { expect, holdResponses, test } from './support.ts'

/** Records the JavaScript files a page requests. */
function scripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** Records every request a page makes. */
function requests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(new URL(request.url()).pathname))
  return urls
}

const newsletter = (page: Page) => page.getByRole('textbox', { name: 'Adresse e-mail' })
const hydrated = (page: Page) => page.locator('[data-island="Newsletter"][data-hydrated="true"]')

test('before any interaction a page fetches nothing but itself: no script file, no React, no texts', async ({
  page,
}) => {
  const asked = requests(page)
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(asked).toEqual(['/about'])
  await expect(page.locator('[data-island="Newsletter"]')).not.toHaveAttribute('data-hydrating', 'true')
})

test('on first focus an island asks for its loader, code, React and texts at once, and hydrates', async ({
  page,
}) => {
  const loaded = scripts(page)
  const locales: string[] = []
  page.on('request', (r) => r.url().includes('/locales/') && locales.push(new URL(r.url()).pathname))
  await page.goto('/en/contact')
  await page.waitForLoadState('networkidle')
  // Every file is asked for before the first of them has arrived: one round trip, not one per import.
  const asked = page.waitForEvent('requestfinished', (r) => r.url().includes('/islands/client-'))
  await page.getByRole('textbox', { name: 'E-mail address' }).focus()
  await asked
  expect(loaded.some((url) => /\/islands\/runtime-/.test(url))).toBe(true)
  expect(loaded.some((url) => /\/islands\/Newsletter-/.test(url))).toBe(true)
  expect(locales).toContain('/locales/en/common.json')
  await expect(page.locator('[data-island="Newsletter"][data-hydrated="true"]')).toHaveCount(1)
  expect(new Set(locales)).toEqual(new Set(['/locales/en/common.json']))
})

test('text typed and a submission made while the island loads are kept and replayed', {
  tag: '@smoke',
}, async ({ page }) => {
  // The island's own code is held back until the visitor has typed and clicked: the loader runs and
  // holds the click, React cannot hydrate yet.
  const release = await holdResponses(page, '**/islands/Newsletter-*.js')
  await page.goto('/')
  const field = newsletter(page)
  await field.pressSequentially('jeanne@example.com')
  await page.getByRole('button', { name: "S'abonner" }).click()
  // Held, not lost: the island is still loading, the address is in the field, the click is not answered.
  await expect(page.locator('[data-island="Newsletter"]')).toHaveAttribute('data-hydrating', 'true')
  await expect(hydrated(page)).toHaveCount(0)
  await expect(field).toHaveValue('jeanne@example.com')
  await expect(page.getByRole('status').filter({ hasText: 'Inscription confirmée' })).toHaveCount(0)
  release()
  // Once hydrated, the held click goes through with the typed address: the 1.5 s submitting state…
  await expect(page.getByRole('button', { name: 'Inscription…' })).toBeDisabled()
  // …then the confirmation toast, and the field is emptied.
  await expect(page.getByRole('status').filter({ hasText: 'Inscription confirmée' })).toBeVisible()
  await expect(field).toHaveValue('')
  await expect(page.getByRole('button', { name: "S'abonner" })).toBeEnabled()
})

test('the newsletter says, next to the field, what is wrong with the address', async ({ page }) => {
  await page.goto('/en')
  const field = page.getByRole('textbox', { name: 'E-mail address' })
  await field.focus()
  await expect(page.locator('[data-island="Newsletter"][data-hydrated="true"]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
  await field.fill('jeanne@')
  await field.press('Enter')
  await expect(page.getByText('Enter a valid e-mail address, for example name@company.com.')).toBeVisible()
  await expect(field).toHaveValue('jeanne@')
  await expect(page.getByRole('status')).toHaveCount(0)
})

test('toasts: F8 focuses the notification region, Escape closes a toast', async ({ page }) => {
  await page.goto('/en/about')
  const field = page.getByRole('textbox', { name: 'E-mail address' })
  await field.fill('sam@example.com')
  await field.press('Enter')
  const toast = page.getByRole('status').filter({ hasText: 'Subscription confirmed' })
  await expect(toast).toBeVisible()
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(toast).toHaveCount(0)
})

test('a toast can be closed with its button', async ({ page }) => {
  await page.goto('/en/careers')
  const field = page.getByRole('textbox', { name: 'E-mail address' })
  await field.fill('sam@example.com')
  await field.press('Enter')
  await expect(page.getByText('Subscription confirmed')).toBeVisible()
  await page.getByRole('button', { name: 'Close notification' }).click()
  await expect(page.getByText('Subscription confirmed')).toHaveCount(0)
})

test.describe('hydration strategies', () => {
  /** Serves the page with the newsletter island set to another strategy. */
  async function withStrategy(page: Page, strategy: string, url: string) {
    await page.route(url, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        /(data-island="Newsletter"[^>]*?)data-hydrate="interaction"/,
        `$1data-hydrate="${strategy}"`,
      )
      await route.fulfill({ response, body })
    })
  }

  test('load hydrates at once', async ({ page }) => {
    await withStrategy(page, 'load', '**/en/blog')
    await page.goto('/en/blog')
    await expect(hydrated(page)).toHaveCount(1)
  })

  test('idle hydrates without interaction once the browser is idle', async ({ page }) => {
    await withStrategy(page, 'idle', '**/en/blog')
    await page.goto('/en/blog')
    await expect(hydrated(page)).toHaveCount(1)
  })

  test('visible waits until the island scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 })
    await withStrategy(page, 'visible', '**/en/blog')
    await page.goto('/en/blog')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-island="Newsletter"]')).not.toHaveAttribute('data-hydrating', 'true')
    await page.locator('[data-island="Newsletter"]').scrollIntoViewIfNeeded()
    await expect(hydrated(page)).toHaveCount(1)
  })

  test('interaction (the default) waits for the visitor', async ({ page }) => {
    const loaded = scripts(page)
    await page.goto('/en/blog')
    await page.waitForLoadState('networkidle')
    expect(loaded).toEqual([])
    await expect(hydrated(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Subscribe' }).hover()
    await page.mouse.down()
    await expect(hydrated(page)).toHaveCount(1)
  })
})

test('a click made before the loader has arrived is replayed once the island works', async ({ page }) => {
  // On a slow network the visitor sends the newsletter form before any island code has arrived: the
  // loader is held back until the click is made, and the head script keeps the click meanwhile.
  const release = await holdResponses(page, '**/islands/client-*.js')
  await page.goto('/en/careers')
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('sam@example.com')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('[data-island="Newsletter"]')).toHaveAttribute('data-woken', '')
  await expect(page.locator('html')).not.toHaveAttribute('data-islands-ready')
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  release()
  await expect(page.getByRole('button', { name: 'Subscribing…' })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Subscription confirmed' })).toBeVisible()
})
