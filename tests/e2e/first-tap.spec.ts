import type { Page } from '@playwright/test'
import { makeConsent } from '../../shared/consent.ts'
import { axeViolations } from '../a11y/axe.ts'
import { stored, uniqueEmail } from './inbox.ts'
import {
  expect,
  FIRST_VISIT,
  holdResponses,
  hookLines,
  playOlderBrowserInItsProject,
  storedConsent,
  test,
  withStoredConsent,
} from './support.ts'

playOlderBrowserInItsProject(test)

// What a first tap needs comes from the page's own HTML and its inline script, never from the islands'
// code: these tests make every island file fail (or arrive late) and check what the visitor sees.

/** Every island file (the loader, React, each island's code) fails to load. */
const blockIslands = (page: Page) => page.route('**/islands/**', (route) => route.abort())

/** Every island file arrives only once `release` is called: the visitor acts before React is there. */
const holdIslands = (page: Page) => holdResponses(page, '**/islands/**')

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' })
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' })
const hydrated = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"][data-hydrated="true"]`)

test.describe('the cookie banner, with the islands code blocked', () => {
  test.use({ storageState: FIRST_VISIT })

  test('Necessary only and Accept all save, hide the banner, and run the hook only when accepting', async ({
    page,
  }) => {
    await blockIslands(page)
    const lines = hookLines(page)
    await page.goto('/en/about')
    await banner(page).getByRole('button', { name: 'Necessary only' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
      version: 1,
    })
    expect(lines).toEqual([])
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true, functional: true })
    expect(lines).toEqual([
      'Cookie consent: analytics accepted',
      'Cookie consent: marketing accepted',
      'Cookie consent: functional accepted',
    ])
    await page.reload()
    await expect(banner(page)).toBeHidden()
  })

  test('Customize opens the preferences: necessary locked on; Cancel and Escape close only; Save stores', async ({
    page,
  }) => {
    await blockIslands(page)
    const lines = hookLines(page)
    await page.goto('/en/careers')
    const customize = banner(page).getByRole('button', { name: 'Customize' })
    await customize.click()
    await expect(preferences(page)).toBeVisible()
    const necessary = preferences(page).getByRole('switch', { name: 'Necessary' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await preferences(page).getByRole('switch', { name: 'Marketing' }).check()
    await preferences(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(preferences(page)).toBeHidden()
    await expect(banner(page)).toBeVisible()
    await expect(customize).toBeFocused()

    await customize.click()
    await expect(preferences(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(preferences(page)).toBeHidden()
    await expect(banner(page)).toBeVisible()
    expect(await storedConsent(page)).toBeNull()

    await customize.click()
    await preferences(page).getByRole('switch', { name: 'Analytics' }).check()
    await preferences(page).getByRole('button', { name: 'Save my choices' }).click()
    await expect(preferences(page)).toBeHidden()
    await expect(banner(page)).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false, functional: false })
    expect(lines).toEqual(['Cookie consent: analytics accepted'])
  })
})

test('the footer cookie settings open the preferences with the stored choice, code blocked', async ({
  page,
}) => {
  await withStoredConsent(
    page,
    JSON.stringify(makeConsent({ analytics: false, marketing: true, functional: false }, Date.now())),
  )
  await blockIslands(page)
  await page.goto('/en/contact')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(preferences(page).getByRole('switch', { name: 'Marketing' })).toBeChecked()
  await expect(preferences(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked()
  await preferences(page).getByRole('switch', { name: 'Marketing' }).uncheck()
  await preferences(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(preferences(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, functional: false })
})

test('the chat panel opens ready to type, with its welcome message, code blocked', async ({ page }) => {
  await blockIslands(page)
  await page.goto('/en/about')
  const toggle = page.getByRole('button', { name: 'Open the assistant' })
  await toggle.click()
  const panel = page.getByRole('dialog', { name: 'Qualixa assistant' })
  await expect(panel).toBeVisible()
  const input = panel.getByRole('textbox', { name: 'Your message' })
  await expect(input).toBeFocused()
  await expect(panel.getByRole('log')).toContainText("Hello! I'm the Qualixa assistant.")
  await expect(panel.getByRole('log').locator('[data-welcome-time]')).toHaveText(/^\d{1,2}:\d{2}/)
  await page.keyboard.type('Do you test drones?')
  await expect(input).toHaveValue('Do you test drones?')
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open the assistant' })).toBeFocused()
})

test('the community join dialog opens with its fields usable, code blocked', async ({ page }) => {
  await blockIslands(page)
  await page.goto('/en/community')
  await page.getByRole('button', { name: 'Join the Slack community' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join the community' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Sam Tester')
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sam Tester')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('copy link says so and writes the address, code blocked', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await blockIslands(page)
  const path = '/en/blog/test-automation-strategy-2024'
  await page.goto(path)
  await page.getByRole('button', { name: 'Copy link' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Link copied!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('The article link has been copied to your clipboard.')
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`)
  await toast.getByRole('button', { name: 'Close notification' }).click()
  await expect(toast).toBeHidden()
})

test('a chat message sent before the code arrives is sent once it does', async ({ page }) => {
  const bodies: unknown[] = []
  await page.route('**/functions/v1/chat-with-ai', async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ json: { response: 'Yes: see [Expertise](/en/our-expertise).' } })
  })
  const release = await holdIslands(page)
  await page.goto('/en/about')
  await page.getByRole('button', { name: 'Open the assistant' }).click()
  const panel = page.getByRole('dialog', { name: 'Qualixa assistant' })
  await panel.getByRole('textbox', { name: 'Your message' }).fill('Do you test drones?')
  await page.keyboard.press('Enter')
  // Held, not lost: nothing is sent while the code is away.
  await page.waitForTimeout(300)
  expect(bodies).toEqual([])
  release()
  await expect(panel.getByRole('log')).toContainText('Do you test drones?')
  await expect(panel.getByRole('log').getByRole('link', { name: 'Expertise' })).toBeVisible()
  expect(bodies).toHaveLength(1)
  expect(bodies[0]).toMatchObject({ message: 'Do you test drones?', language: 'en' })
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveValue('')
})

/** Opens the join dialog on /en/community, fills it in with consent and sends it. */
async function sendJoinRequest(page: Page, name: string, email: string) {
  await page.goto('/en/community')
  await page.getByRole('button', { name: 'Join the Slack community' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join the community' })
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: 'Profile and motivation' }).fill('Keen on automation.')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Send my request' }).click()
}

test('a join request submitted before the code arrives is sent once it does', async ({ page }) => {
  const email = uniqueEmail('early-join')
  const release = await holdIslands(page)
  await sendJoinRequest(page, 'Sam Early', email)
  await expect(hydrated(page, 'CommunityJoin')).toHaveCount(0)
  release()
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Request sent!' })).toBeVisible()
  await expect
    .poll(() => stored('community', (s) => s.data.email === email).map((s) => s.data.name))
    .toEqual(['Sam Early'])
})

test('a join request sent while the code cannot load posts natively instead of being lost', async ({
  page,
}) => {
  const email = uniqueEmail('native-join')
  await blockIslands(page)
  await sendJoinRequest(page, 'Sam Native', email)
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible()
  await expect
    .poll(() => stored('community', (s) => s.data.email === email).map((s) => s.data.name))
    .toEqual(['Sam Native'])
})

test.describe('axe finds nothing in the states a first tap opens, before and after React', () => {
  test.use({ storageState: FIRST_VISIT })
  for (const code of ['blocked', 'loaded'] as const) {
    test(`consent dialog, chat panel, join dialog, toasts (island code ${code})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      if (code === 'blocked') await blockIslands(page)
      const settled = async (island: string) => {
        if (code === 'loaded') await expect(hydrated(page, island)).toHaveCount(1)
      }
      await page.goto('/en/community')
      await banner(page).getByRole('button', { name: 'Customize' }).click()
      await expect(preferences(page)).toBeVisible()
      await settled('CookieConsent')
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Open the assistant' }).click()
      await expect(page.getByRole('dialog', { name: 'Qualixa assistant' })).toBeVisible()
      await settled('Chat')
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Join the Slack community' }).click()
      await expect(page.getByRole('dialog', { name: 'Join the community' })).toBeVisible()
      await settled('CommunityJoin')
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')

      if (code === 'loaded') {
        // A React toast showing (the newsletter's confirmation).
        await page.getByRole('textbox', { name: 'E-mail address' }).fill('sam@example.com')
        await page.getByRole('button', { name: 'Subscribe' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Subscription confirmed' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      }

      await page.goto('/en/blog/test-automation-strategy-2024')
      await page.getByRole('button', { name: 'Copy link' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible()
      await settled('Share')
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
