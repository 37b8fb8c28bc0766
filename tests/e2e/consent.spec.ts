import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { CONSENT_MAX_AGE_MS, makeConsent } from '../../shared/consent.ts'
import {
  DIST,
  expect,
  FIRST_VISIT,
  hookLines,
  layoutShift,
  playOlderBrowserInItsProject,
  readBuilt,
  storedConsent,
  test,
  withStoredConsent,
} from './support.ts'

playOlderBrowserInItsProject(test)

test.use({ storageState: FIRST_VISIT })

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' })
/** Its title: visible exactly while the dialog is open. */
const dialogTitle = (page: Page) => dialog(page).getByRole('heading', { name: 'Cookie preferences' })

test('a first visit shows the banner with three equal choices, and loads no consent code yet', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await page.goto('/en/about')
  await expect(banner(page)).toBeVisible()
  const buttons = banner(page).getByRole('button')
  await expect(buttons).toHaveText(['Customize', 'Necessary only', 'Accept all'])
  const boxes = await Promise.all((await buttons.all()).map((b) => b.boundingBox()))
  expect(new Set(boxes.map((b) => Math.round(b?.height ?? 0))).size).toBe(1)
  const styles = await Promise.all(
    (await buttons.all()).map((b) => b.evaluate((e) => getComputedStyle(e).backgroundColor)),
  )
  expect(new Set(styles).size).toBe(1)
  expect(scripts.every((s) => /\/islands\/client-/.test(s))).toBe(true)
})

test('Accept all: everything true, saved with version and date, banner gone, hook run', async ({ page }) => {
  const lines = hookLines(page)
  await page.goto('/en')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
    version: 1,
  })
  expect(Date.now() - Date.parse(String((await storedConsent(page))?.savedAt))).toBeLessThan(60_000)
  expect(lines).toEqual([
    'Cookie consent: analytics accepted',
    'Cookie consent: marketing accepted',
    'Cookie consent: functional accepted',
  ])
  await page.reload()
  await expect(banner(page)).toBeHidden()
})

test('Necessary only: the others false, banner gone, no hook', async ({ page }) => {
  const lines = hookLines(page)
  await page.goto('/')
  const french = page.getByRole('region', { name: 'Vos choix en matière de cookies' })
  await french.getByRole('button', { name: 'Nécessaires uniquement' }).click()
  await expect(french).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
  })
  expect(lines).toEqual([])
})

test('Customize: four toggles, necessary on and disabled; Save stores them and runs the hook', {
  tag: '@smoke',
}, async ({ page }) => {
  const lines = hookLines(page)
  await page.goto('/en/careers')
  await banner(page).getByRole('button', { name: 'Customize' }).click()
  await expect(dialogTitle(page)).toBeVisible()
  const switches = dialog(page).getByRole('switch')
  await expect(switches).toHaveCount(4)
  await expect(dialog(page).getByRole('switch', { name: 'Necessary' })).toBeChecked()
  await expect(dialog(page).getByRole('switch', { name: 'Necessary' })).toBeDisabled()
  for (const name of ['Analytics', 'Marketing', 'Functional'])
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked()
  await dialog(page).getByRole('switch', { name: 'Analytics' }).check()
  await dialog(page).getByRole('button', { name: 'Save my choices' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(banner(page)).toBeHidden()
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false, functional: false })
  expect(lines).toEqual(['Cookie consent: analytics accepted'])
})

test('Cancel and Escape close the dialog only', async ({ page }) => {
  await page.goto('/en/careers')
  await banner(page).getByRole('button', { name: 'Customize' }).click()
  await dialog(page).getByRole('switch', { name: 'Marketing' }).check()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Customize' }).click()
  await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  expect(await storedConsent(page)).toBeNull()
})

test('keyboard only: reach the banner, open the dialog, focus stays inside, Escape returns', async ({
  page,
}) => {
  await page.goto('/en/contact')
  const customize = banner(page).getByRole('button', { name: 'Customize' })
  await customize.focus()
  await page.keyboard.press('Enter')
  await expect(dialogTitle(page)).toBeVisible()
  // A native modal dialog: the page behind is inert, so Tab goes round the dialog's controls (passing
  // through the browser's own interface, the body here, between two rounds) and never reaches the page.
  const stops: string[] = []
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    stops.push(
      await dialog(page).evaluate((d) =>
        d.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      ),
    )
  }
  expect(stops).not.toContain('page')
  expect(stops.filter((s) => s === 'dialog').length).toBeGreaterThanOrEqual(6)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(customize).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
})

test.describe('a stored choice', () => {
  test('is loaded into the toggles, and the footer link changes or withdraws it without reload', async ({
    page,
  }) => {
    await withStoredConsent(
      page,
      JSON.stringify(makeConsent({ analytics: true, marketing: true, functional: true }, Date.now())),
    )
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await page.goto('/en/about')
    await expect(banner(page)).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => !/\/islands\/client-/.test(s))).toEqual([])
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).toBeChecked()
    await expect(dialog(page).getByRole('switch', { name: 'Functional' })).toBeChecked()
    for (const name of ['Analytics', 'Marketing', 'Functional'])
      await dialog(page).getByRole('switch', { name }).uncheck()
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click()
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, functional: false })
    await expect(banner(page)).toBeHidden()
  })

  for (const [name, value] of [
    [
      'older than six months',
      JSON.stringify(
        makeConsent(
          { analytics: true, marketing: false, functional: false },
          Date.now() - CONSENT_MAX_AGE_MS - 86_400_000,
        ),
      ),
    ],
    [
      'of another version',
      JSON.stringify({
        ...makeConsent({ analytics: true, marketing: false, functional: false }, Date.now()),
        version: 0,
      }),
    ],
    ['unreadable', '{"necessary":tr'],
  ] as const) {
    test(`${name} counts as no choice: the banner shows again and nothing breaks`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await withStoredConsent(page, value)
      await page.goto('/en/about')
      await expect(banner(page)).toBeVisible()
      await banner(page).getByRole('button', { name: 'Customize' }).click()
      await expect(dialog(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked()
      expect(errors).toEqual([])
    })
  }
})

test('the banner causes no layout shift on a first visit', async ({ page }) => {
  for (const url of ['/', '/en/contact', '/en/services/performance-testing']) {
    await page.goto(url)
    await expect(
      banner(page).or(page.getByRole('region', { name: 'Vos choix en matière de cookies' })),
    ).toBeVisible()
    expect(await layoutShift(page), url).toBe(0)
  }
})

test('nor when the page arrives in two parts cut inside the banner (a slow network, a slow phone)', async ({
  page,
  baseURL,
}) => {
  // On a slow phone the parser paints what it has: a half-read banner, fixed to the bottom edge, would
  // then grow upwards. Here the network cuts the page inside the banner, every time.
  const html = readBuilt(`${DIST}/en/contact.html`)
  const cut = html.indexOf('Necessary only')
  expect(cut).toBeGreaterThan(html.indexOf('consent-banner'))
  const server = createServer((req, res) => {
    if (req.url !== '/en/contact') {
      res.writeHead(302, { Location: new URL(req.url ?? '/', baseURL).href }).end()
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, cut))
    sendRest = () => res.end(html.slice(cut))
  })
  let sendRest = () => {}
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/en/contact`, { waitUntil: 'commit' })
    // The rest is sent once the first part is parsed and painted: the banner is there, cut short.
    await expect(page.locator('.consent-banner [data-consent="customize"]')).toBeAttached()
    await expect(page.locator('.consent-banner [data-consent="all"]')).toHaveCount(0)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    sendRest()
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
    expect(await layoutShift(page)).toBe(0)
  } finally {
    server.close()
  }
})
