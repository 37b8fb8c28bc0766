import { expect, FIRST_VISIT, layoutShift, readLocales, test } from './support.ts'

test('a stored language of en sends a French page to its English page before paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto('/about/offices')
  await expect(page).toHaveURL(/\/en\/about\/offices$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices')
})

for (const [lang, dir, next] of [
  ['en', 'ltr', '/careers'],
  ['ar', 'rtl', '/en/careers'],
] as const) {
  test(`?lang=${lang} leads to that page, keeps the query and is remembered`, async ({ page }) => {
    await page.goto(`/contact?lang=${lang}&subject=Audit`)
    await expect(page).toHaveURL(new RegExp(`/${lang}/contact\\?subject=Audit$`))
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lang)
    // A link to another edition's page now lands on this language's.
    await page.goto(next)
    await expect(page).toHaveURL(new RegExp(`/${lang}/careers$`))
  })
}

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

/** The h1 of the offices page in a language, from its locale file. */
const officesTitle = (lang: string) =>
  (readLocales(lang).about as { officesPage: { hero: { title: string } } }).officesPage.hero.title

test.describe('a stored language of es or ar leads to that edition, as en does', () => {
  for (const [lang, dir] of [
    ['es', 'ltr'],
    ['ar', 'rtl'],
  ] as const) {
    test(`stored ${lang}: the French page sends to /${lang}, ${dir}, before paint`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), lang)
      await page.goto('/about/offices')
      await expect(page).toHaveURL(new RegExp(`/${lang}/about/offices$`))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(officesTitle(lang))
    })
  }
})

test('on a Spanish or Arabic page the switcher also shows that language, selected', async ({ page }) => {
  await page.goto('/es/about/methodologies')
  const es = page.getByRole('group', { name: 'Idioma' })
  await expect(es.getByRole('link')).toHaveText(['FRFrançais', 'ENEnglish', 'ESEspañol'])
  await expect(es.getByRole('link', { name: /Español/ })).toHaveAttribute('aria-current', 'true')
  await page.goto('/ar/about/methodologies')
  const ar = page.getByRole('group', { name: 'اللغة' })
  await expect(ar.getByRole('link')).toHaveText(['FRFrançais', 'ENEnglish', 'ARالعربية'])
  await expect(ar.getByRole('link', { name: /العربية/ })).toHaveAttribute('aria-current', 'true')
  await ar.getByRole('link', { name: /Français/ }).click()
  await expect(page).toHaveURL(/\/about\/methodologies$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
})

test.describe('the browser language suggests, in its own language, and never redirects', () => {
  test.use({ storageState: FIRST_VISIT, locale: 'es-ES' })

  test('a Spanish browser on a French page: a notice in Spanish links the Spanish page; no shift', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const notice = page.getByRole('complementary', { name: 'Esta página está disponible en español.' })
    await expect(notice).toBeVisible()
    // Only that one: the page holds one hidden notice per other language.
    await expect(page.getByText('This page is available in English.')).toBeHidden()
    expect(await layoutShift(page)).toBe(0)
    await notice.getByRole('link', { name: 'Leer en español' }).click()
    await expect(page).toHaveURL(/\/es\/contact$/)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
    await expect(page.getByRole('complementary', { name: /disponible/ })).toHaveCount(0)
  })

  test('dismissed: gone at once, and not shown again on the next pages', async ({ page }) => {
    await page.goto('/en/about')
    const notice = page.getByRole('complementary', { name: 'Esta página está disponible en español.' })
    await notice.getByRole('button', { name: 'Quedarse en esta versión' }).click()
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    await page.goto('/en/careers')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('complementary', { name: /disponible/ })).toBeHidden()
  })

  test('without JavaScript no notice shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Esta página está disponible en español.')).toBeHidden()
    await context.close()
  })
})

test.describe('an Arabic browser', () => {
  test.use({ storageState: FIRST_VISIT, locale: 'ar-TN' })
  test('sees the notice in Arabic, right to left, on an English page', async ({ page }) => {
    await page.goto('/en/services/cloud')
    const notice = page.getByRole('complementary', { name: 'هذه الصفحة متوفرة باللغة العربية.' })
    await expect(notice).toBeVisible()
    await expect(notice).toHaveAttribute('dir', 'rtl')
    await expect(notice.getByRole('link', { name: 'اقرأها بالعربية' })).toHaveAttribute(
      'href',
      '/ar/services/cloud',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test('crawlers get the URL language whatever Accept-Language says', async ({ request }) => {
  for (const [url, lang] of [
    ['/contact', 'fr'],
    ['/en/contact', 'en'],
    ['/es/contact', 'es'],
  ] as const) {
    for (const accept of ['ar', 'es-ES,es;q=0.9', 'en-US']) {
      const response = await request.get(url, { headers: { 'Accept-Language': accept }, maxRedirects: 0 })
      expect(response.status(), `${url} with ${accept}`).toBe(200)
      expect(await response.text()).toContain(`<html lang="${lang}"`)
    }
  }
})
