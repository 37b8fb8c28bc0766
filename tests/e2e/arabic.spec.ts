import type { Page } from '@playwright/test'
import { defectsAt } from '../layout/sweep.ts'
import { stored, uniqueEmail } from './inbox.ts'
import { expect, FIRST_VISIT, localeText, reportConsoleOnFailure, storedConsent, test } from './support.ts'

/**
 * The Arabic edition, exercised as an Arabic-speaking visitor uses it: right to left, the forms with their
 * errors, toasts and native answers, the chat answering from the Arabic pages, and the cookie choices.
 * (Every Arabic page's head, axe and validity are checked with the other languages' in routes, quality
 * and axe-states.)
 */
reportConsoleOnFailure(test)

const t = localeText('ar')
const ARABIC = /[\u0600-\u06FF]/

const contactForm = (page: Page) => page.getByRole('form', { name: t('forms', 'contact.title') })
const field = (page: Page, key: string) =>
  contactForm(page).getByRole('textbox', { name: t('forms', `contact.${key}`) })

/** Fills the contact form as a visitor does: name, e-mail, a subject by its Arabic label, a message. */
async function fillContact(page: Page, name: string, email: string, subject: string, message: string) {
  await field(page, 'name').fill(name)
  await field(page, 'email').fill(email)
  await contactForm(page)
    .getByRole('combobox', { name: t('forms', 'contact.subject') })
    .selectOption({ label: t('forms', `contact.subjects.${subject}`) })
  await field(page, 'message').fill(message)
}

const send = (page: Page) =>
  contactForm(page)
    .getByRole('button', { name: t('forms', 'contact.submit') })
    .click()

test('the page reads right to left: the document, the menu bar, the breadcrumb and the call button', async ({
  page,
}) => {
  await page.goto('/ar/contact')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // Mirrored: the logo sits at the right edge, the breadcrumb starts at the right.
  const width = page.viewportSize()?.width ?? 0
  const logo = await page.getByRole('banner').locator('a[href="/ar"]').boundingBox()
  expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeGreaterThan(width / 2)
  // Telephone numbers and e-mail addresses stay left to right inside the Arabic text: a link that is
  // only the number is set left to right; in a sentence ("call +33 1…"), the number is isolated.
  for (const link of await page.locator('a[href^="tel:"], a[href^="mailto:"]').all()) {
    if (ARABIC.test((await link.textContent()) ?? ''))
      await expect(link).toHaveText(/\u2068\+33[\d\s]+\u2069/)
    else await expect(link).toHaveAttribute('dir', 'ltr')
  }
})

test('nothing overflows sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  for (const url of ['/ar', '/ar/contact', '/ar/services/cloud', '/ar/offre/cloud', '/ar/about/offices']) {
    await page.goto(url)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, url).toBeLessThanOrEqual(0)
  }
})

test('contact: field errors in Arabic, then the message is sent with an Arabic toast and stored', async ({
  page,
}) => {
  const email = uniqueEmail('ar-contact')
  await page.goto('/ar/contact')
  await send(page)
  await expect(contactForm(page).getByText(t('common', 'forms.errors.required'))).toHaveCount(4)
  await expect(field(page, 'name')).toBeFocused()
  await field(page, 'email').fill('ليلى@')
  await send(page)
  await expect(contactForm(page).getByText(t('common', 'forms.errors.email'))).toBeVisible()

  await fillContact(page, 'ليلى بن علي', email, 'performance', 'نطلق منصتنا في مارس ونحتاج إلى اختبارات حِمل.')
  await contactForm(page).getByRole('checkbox').check()
  await send(page)
  await expect(page.getByRole('status').filter({ hasText: t('forms', 'contact.sentTitle') })).toBeVisible()
  await expect(field(page, 'message')).toHaveValue('')
  const [row] = stored('contact', (s) => s.data.email === email)
  expect(row?.data).toMatchObject({
    name: 'ليلى بن علي',
    subject: t('forms', 'contact.subjects.performance'),
    message: 'نطلق منصتنا في مارس ونحتاج إلى اختبارات حِمل.',
  })
})

test('contact: privacy not ticked, then a server failure: Arabic toasts, and what was typed stays', async ({
  page,
}) => {
  await page.goto('/ar/contact')
  await fillContact(page, 'ليلى بن علي', uniqueEmail('ar-failure'), 'general', 'سؤال عن التدقيق.')
  await send(page)
  await expect(
    page.getByRole('alert').filter({ hasText: t('forms', 'contact.privacyRequiredTitle') }),
  ).toBeVisible()
  await page.route('**/f/contact', (route) => route.fulfill({ status: 500, body: '{}' }))
  await contactForm(page).getByRole('checkbox').check()
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: t('forms', 'contact.errorText') })).toBeVisible()
  await expect(field(page, 'message')).toHaveValue('سؤال عن التدقيق.')
  await expect(field(page, 'name')).toHaveValue('ليلى بن علي')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the contact form posts natively and the answer page is in Arabic, right to left', async ({
    page,
  }) => {
    const email = uniqueEmail('ar-nojs')
    await page.goto('/ar/contact')
    await fillContact(page, 'سامي', email, 'general', 'مرحباً من دون JavaScript')
    await contactForm(page).getByRole('checkbox').check()
    await send(page)
    await expect(page.getByRole('heading', { name: t('common', 'forms.native.sentTitle') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(stored('contact', (s) => s.data.email === email)).toHaveLength(1)
  })
})

test('community: the join dialog in Arabic, its required-field errors, then the request sent', async ({
  page,
}) => {
  const email = uniqueEmail('ar-join')
  await page.goto('/ar/community')
  await page.getByRole('button', { name: t('forms', 'community.open') }).click()
  await expect(page.getByRole('dialog', { name: t('forms', 'community.title') })).toBeVisible()
  // Its name is its heading, which becomes the success title once sent.
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
  await expect(dialog.getByText(t('common', 'forms.errors.required')).first()).toBeVisible()
  await dialog.getByRole('textbox', { name: t('forms', 'community.name') }).fill('سامي التونسي')
  await dialog.getByRole('textbox', { name: t('forms', 'community.email'), exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: t('forms', 'community.profile') }).fill('عشر سنوات في الاختبار.')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
  await expect(dialog.getByRole('heading', { name: t('forms', 'community.successTitle') })).toBeVisible()
  const [row] = stored('community', (s) => s.data.email === email)
  expect(row?.data.message).toBe(`${t('forms', 'community.profileLabel')}: عشر سنوات في الاختبار.`)
})

test('newsletter: an invalid address is refused in Arabic, a valid one confirmed in Arabic', async ({
  page,
}) => {
  await page.goto('/ar/about')
  const address = page.getByRole('textbox', { name: t('common', 'newsletter.label') })
  await address.fill('sami@')
  await page.getByRole('button', { name: t('common', 'newsletter.submit') }).click()
  await expect(page.getByText(t('common', 'newsletter.errors.email'))).toBeVisible()
  await address.fill(uniqueEmail('ar-news'))
  await page.getByRole('button', { name: t('common', 'newsletter.submit') }).click()
  await expect(
    page.getByRole('status').filter({ hasText: t('common', 'newsletter.successTitle') }),
  ).toBeVisible()
})

test('chat: the assistant welcomes in Arabic and answers an Arabic question with an Arabic page', async ({
  page,
}) => {
  await page.goto('/ar/about')
  await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
  const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
  await expect(panel.getByText(t('chat', 'chatbot.welcome'))).toBeVisible()
  const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
  await input.fill('هل تستخدمون JMeter أو Gatling لاختبار الحِمل؟')
  await input.press('Enter')
  const link = panel.getByRole('log').getByRole('link').first()
  await expect(link).toHaveAttribute('href', /^\/ar\/services\/performance-testing/)
  await expect(link).toHaveText(ARABIC)
  expect(await panel.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl')
  // The phone number of a reply reads left to right inside the Arabic sentence.
  await input.fill('ما هو رقم هاتفكم؟')
  await input.press('Enter')
  await expect(
    panel.getByRole('log').locator('bdi[dir="ltr"]', { hasText: '+33 1 84 60 00 00' }),
  ).toBeVisible()
})

test('chat at 320 px: a quoted name and its number, an amount, stay in their written order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto('/ar/about')
  await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
  const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
  const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
  const log = panel.getByRole('log')
  // The registration quoted from the about page ("RCS Nanterre 912 345 678"), then the share capital
  // ("10 000 €") from the legal notice.
  for (const [question, shown] of [
    ['ما هو رقم التسجيل في السجل التجاري؟', 'RCS Nanterre'],
    ['ما هو رأس مال الشركة؟', '10 000 €'],
  ] as const) {
    await input.fill(question)
    await input.press('Enter')
    await expect(log.getByRole('listitem').last()).toContainText(shown)
    const found = (await defectsAt(page, 320)).filter((f) => f.kind === 'bidi')
    expect(found, 'Latin runs drawn out of order').toEqual([])
  }
})

test.describe('cookie choices in Arabic', () => {
  test.use({ storageState: FIRST_VISIT })

  test('the banner, the preferences dialog and its four switches; the choice saved', async ({ page }) => {
    await page.goto('/ar/careers')
    const banner = page.getByRole('region', { name: t('consent', 'banner.title') })
    await expect(banner.getByRole('button')).toHaveText([
      t('consent', 'banner.customize'),
      t('consent', 'banner.necessaryOnly'),
      t('consent', 'banner.acceptAll'),
    ])
    await banner.getByRole('button', { name: t('consent', 'banner.customize') }).click()
    const dialog = page.getByRole('dialog', { name: t('consent', 'dialog.title') })
    await expect(dialog.getByRole('switch')).toHaveCount(4)
    const necessary = dialog.getByRole('switch', { name: t('consent', 'categories.necessary.title') })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await dialog.getByRole('switch', { name: t('consent', 'categories.functional.title') }).check()
    await dialog.getByRole('button', { name: t('consent', 'dialog.save') }).click()
    await expect(dialog).toHaveCount(0)
    await expect(banner).toBeHidden()
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false, functional: true })
    // The footer link reopens it, with the choice loaded.
    await page.getByRole('button', { name: t('consent', 'settings') }).click()
    await expect(
      dialog.getByRole('switch', { name: t('consent', 'categories.functional.title') }),
    ).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })
})
