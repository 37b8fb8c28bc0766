import { expect, test } from '@playwright/test'

test('a stored language of en sends a French page to its English page before paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto('/about/offices')
  await expect(page).toHaveURL(/\/en\/about\/offices$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices')
})

test('?lang=en leads to the English page and is remembered', async ({ page }) => {
  await page.goto('/contact?lang=en&subject=Audit')
  await expect(page).toHaveURL(/\/en\/contact\?subject=Audit$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await page.goto('/careers')
  await expect(page).toHaveURL(/\/en\/careers$/)
})

test('?lang=fr on an English page leads back to French', async ({ page }) => {
  await page.goto('/en/careers?lang=fr')
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('the switcher offers French and English, goes to the same page and remembers the choice', async ({
  page,
}) => {
  await page.goto('/about/methodologies')
  const switcher = page.getByRole('group', { name: 'Langue' })
  await expect(switcher.getByRole('link')).toHaveText(['FRFrançais', 'ENEnglish'])
  await expect(switcher.getByRole('link', { name: /Français/ })).toHaveAttribute('aria-current', 'true')
  await switcher.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL(/\/en\/about\/methodologies$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  // Following French links now lands on English pages.
  await page.goto('/consultants')
  await expect(page).toHaveURL(/\/en\/consultants$/)
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('link', { name: /Français/ })
    .click()
  await expect(page).toHaveURL(/\/about\/methodologies$|\/consultants$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
})

test.describe('the browser language never redirects', () => {
  test.use({ locale: 'en-US' })
  test('an English-speaking browser without a stored choice gets the French home page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })
})

test('/our-expertise is in English', async ({ page }) => {
  await page.goto('/our-expertise')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our expertise')
})
