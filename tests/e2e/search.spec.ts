import type { Page } from '@playwright/test'
import { expect, holdResponses, test } from './support.ts'

const box = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search for an expertise or a consultant profile' })
const results = (page: Page) => page.getByRole('dialog')
const resultsTitle = (page: Page, query: string) =>
  results(page).getByRole('heading', { name: `Results for “${query}”` })

test('hints follow the 2-character minimum, and the button is disabled below it', async ({ page }) => {
  await page.goto('/en')
  const button = page.getByRole('button', { name: 'Search', exact: true })
  await box(page).fill('b')
  await expect(page.getByText('Type at least 2 characters.')).toBeVisible()
  await expect(button).toBeDisabled()
  await box(page).fill(' b ')
  await expect(button).toBeDisabled()
  await box(page).fill('bl')
  await expect(page.getByText('Press Enter or click the magnifier to search.')).toBeVisible()
  await expect(button).toBeEnabled()
})

test('results open in a modal that Escape, the close button and an outside click close', {
  tag: '@smoke',
}, async ({ page }) => {
  await page.goto('/en')
  await box(page).fill('blockchain')
  await box(page).press('Enter')
  await expect(resultsTitle(page, 'blockchain')).toBeVisible()
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText([
    'Blockchain testing',
    'Blockchain Tester',
  ])
  await page.keyboard.press('Escape')
  await expect(results(page)).toHaveCount(0)
  await expect(box(page)).toBeFocused()
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await results(page).getByRole('button', { name: 'Close search' }).click()
  await expect(results(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(resultsTitle(page, 'blockchain')).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(results(page)).toHaveCount(0)
})

test('matching is case-insensitive over titles, descriptions, ids and keywords; no match says so', async ({
  page,
}) => {
  await page.goto('/')
  const fr = page.getByRole('searchbox', { name: 'Rechercher une expertise ou un profil de consultant' })
  await fr.fill('SAP')
  await fr.press('Enter')
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(['Testeur SAP'])
  await page.keyboard.press('Escape')
  // Typed again once the dialog has gone (the page behind it is inert while it is open).
  await expect(results(page)).toHaveCount(0)
  await fr.fill('zzqx')
  await fr.press('Enter')
  await expect(results(page).getByText('Aucun résultat pour « zzqx ».', { exact: false })).toBeVisible()
})

test('clearing the input clears the results', async ({ page }) => {
  await page.goto('/en')
  await box(page).fill('cloud')
  await box(page).press('Enter')
  await expect(resultsTitle(page, 'cloud')).toBeVisible()
  await page.keyboard.press('Escape')
  await box(page).fill('')
  await box(page).press('Enter')
  await expect(results(page)).toHaveCount(0)
  await expect(page.getByText('Press Enter or click the magnifier to search.')).toHaveCount(0)
})

test('a result hands off to the contact page, prefilled, in the same language', async ({ page }) => {
  await page.goto('/en')
  await box(page).fill('sap')
  await box(page).press('Enter')
  await results(page)
    .getByRole('link', { name: /Request this profile.*SAP Tester/ })
    .click()
  await expect(page).toHaveURL(/\/en\/contact\?subject=SAP\+Tester&type=sap_tester&from=search$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Form prefilled from your search: “SAP Tester”.' }),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveValue('SAP Tester')
})

test('what is typed before the search island has loaded is kept', async ({ page }) => {
  // The island's own code is held back until the visitor has typed the query and pressed Enter: the
  // loader runs and holds the search, React cannot hydrate yet.
  const release = await holdResponses(page, '**/islands/SearchBox-*.js')
  await page.goto('/en')
  await box(page).pressSequentially('automation')
  await box(page).press('Enter')
  await expect(page.locator('[data-island="SearchBox"]')).toHaveAttribute('data-hydrating', 'true')
  await expect(page.locator('[data-island="SearchBox"][data-hydrated]')).toHaveCount(0)
  await expect(box(page)).toHaveValue('automation')
  await expect(results(page)).toHaveCount(0)
  release()
  await expect(resultsTitle(page, 'automation')).toBeVisible()
  await expect(results(page).getByRole('heading', { name: 'Test Automation Engineer' })).toBeVisible()
})

test('/search works from the URL alone: catalogue and site pages', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/en/search?q=performance')
  await expect(page.getByRole('status').filter({ hasText: 'Results for “performance”' })).toBeVisible()
  const pages = page.getByRole('region', { name: 'Site pages' })
  await expect(pages.getByRole('link', { name: 'Performance testing', exact: true })).toBeVisible()
  await page.goto('/search?q=zzqx')
  await expect(
    page
      .getByRole('region', { name: 'Pages du site' })
      .getByText('Aucun résultat pour « zzqx »', { exact: false }),
  ).toBeVisible()
})

test('/search fetches the index header and the chunks its query needs, not the whole index', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/search/')) fetched.push(path)
  })
  await page.goto('/en/search?q=performance')
  await expect(
    page
      .getByRole('region', { name: 'Site pages' })
      .getByRole('link', { name: 'Performance testing', exact: true }),
  ).toBeVisible()
  expect(fetched[0]).toBe('/search/en/meta.json')
  expect(fetched.slice(1).every((path) => /^\/search\/en\/\d+\.json$/.test(path))).toBe(true)
  expect(fetched.length).toBeLessThanOrEqual(3)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const [lang, from, label, footerLabel, title] of [
    ['fr', '/careers', 'Rechercher', 'Recherche', 'Rechercher sur le site'],
    ['en', '/en/careers', 'Search', 'Search', 'Search the site'],
  ] as const) {
    test(`${lang}: the search page is one link away, from the top strip and from the footer`, async ({
      page,
    }) => {
      await page.goto(from)
      await page
        .getByRole('navigation', { name: lang === 'fr' ? 'Accès rapides' : 'Quick access' })
        .getByRole('link', { name: label })
        .click()
      await expect(page).toHaveURL(lang === 'fr' ? /\/search$/ : /\/en\/search$/)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await page.goto(from)
      await page.getByRole('contentinfo').getByRole('link', { name: footerLabel, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    })
  }

  test('the home search goes to /search, which lists the whole catalogue', async ({ page }) => {
    await page.goto('/en')
    await box(page).fill('cloud')
    await box(page).press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=cloud$/)
    await expect(page.getByRole('heading', { name: 'All our expertise and profiles' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'All our expertise and profiles' }).getByRole('listitem'),
    ).toHaveCount(16)
  })
})
