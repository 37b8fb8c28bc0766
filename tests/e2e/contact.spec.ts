import type { Page } from '@playwright/test'
import { stored, uniqueEmail } from './inbox.ts'
import { expect, holdResponses, test } from './support.ts'

const form = (page: Page) => page.getByRole('form', { name: /^(Contact form|Formulaire de contact)$/ })

async function fill(page: Page, email: string) {
  const f = form(page)
  await f.getByRole('textbox', { name: 'Full name' }).fill('Jeanne Martin')
  await f.getByRole('textbox', { name: 'Work e-mail' }).fill(email)
  await f.getByRole('textbox', { name: 'Company (optional)' }).fill('ACME')
  await f.getByRole('textbox', { name: 'Phone (optional)' }).fill('+33 6 12 34 56 78')
  await f.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Performance Testing' })
  await f.getByRole('textbox', { name: 'Your message' }).fill('We launch in March and need load tests.')
}

const values = async (page: Page) => ({
  name: await form(page).getByRole('textbox', { name: 'Full name' }).inputValue(),
  message: await form(page).getByRole('textbox', { name: 'Your message' }).inputValue(),
})

test('a visitor sends the form: sending state, success toast, empty form, message stored', {
  tag: '@smoke',
}, async ({ page }) => {
  const email = uniqueEmail('contact')
  await page.goto('/en/contact')
  await fill(page, email)
  await form(page).getByRole('checkbox').check()
  await form(page).getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: "We'll get back to you within 24 hours." }),
  ).toBeVisible()
  expect(await values(page)).toEqual({ name: '', message: '' })
  await expect(form(page).getByRole('checkbox')).not.toBeChecked()
  const [row] = stored('contact', (s) => s.data.email === email)
  expect(row?.data).toEqual({
    name: 'Jeanne Martin',
    email,
    company: 'ACME',
    phone: '+33 6 12 34 56 78',
    subject: 'Performance Testing',
    message: 'We launch in March and need load tests.',
  })
})

test('filled in and sent before the form has loaded: every field, the chosen subject included, is sent', async ({
  page,
}) => {
  // The form's code is held back until the visitor has filled it in and pressed Send (a slow network).
  const release = await holdResponses(page, '**/islands/ContactForm-*.js')
  const email = uniqueEmail('early')
  await page.goto('/en/contact')
  await fill(page, email)
  await form(page).getByRole('checkbox').check()
  await form(page).getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('[data-island="ContactForm"][data-hydrated="true"]')).toHaveCount(0)
  release()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' })).toBeVisible()
  const [row] = stored('contact', (s) => s.data.email === email)
  expect(row?.data).toMatchObject({ name: 'Jeanne Martin', subject: 'Performance Testing' })
})

test('the submit button is disabled with a spinner and a sending label while sending', async ({ page }) => {
  const release = await holdResponses(page, '**/f/contact')
  await page.goto('/en/contact')
  await fill(page, uniqueEmail('sending'))
  await form(page).getByRole('checkbox').check()
  await form(page).getByRole('button', { name: 'Send message' }).click()
  await expect(form(page).getByRole('button', { name: 'Sending…' })).toBeDisabled()
  release()
  await expect(form(page).getByRole('button', { name: 'Send message' })).toBeEnabled()
})

test('privacy not ticked: the destructive toast, and no call', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  await page.goto('/en/contact')
  await fill(page, uniqueEmail('privacy'))
  await form(page).getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Privacy Policy Required' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please accept our privacy policy to continue' }),
  ).toBeVisible()
  expect(posts).toEqual([])
})

test('missing and malformed fields are explained next to each field', async ({ page }) => {
  await page.goto('/contact')
  await form(page).getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form(page).getByText('Ce champ est obligatoire.')).toHaveCount(4)
  await expect(form(page).getByRole('textbox', { name: 'Nom complet' })).toBeFocused()
  await form(page).getByRole('textbox', { name: 'E-mail professionnel' }).fill('jeanne@')
  await form(page).getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('abc')
  await form(page).getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(
    form(page).getByText('Saisissez une adresse e-mail valide, par exemple nom@entreprise.fr.'),
  ).toBeVisible()
  await expect(form(page).getByText('Saisissez un numéro de téléphone valide')).toBeVisible()
})

for (const [name, failure] of [
  ['a 500 answer', (page: Page) => page.route('**/f/contact', (r) => r.fulfill({ status: 500, body: '{}' }))],
  ['the server down', (page: Page) => page.route('**/f/contact', (r) => r.abort('connectionrefused'))],
] as const) {
  test(`on ${name}: the error toast, a console error, and every field keeps its value`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await failure(page)
    await page.goto('/en/contact')
    await fill(page, 'kept@example.com')
    await form(page).getByRole('checkbox').check()
    await form(page).getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An error occurred while sending your message. Please try again.' }),
    ).toBeVisible()
    expect(errors.some((e) => e.includes('Contact form'))).toBe(true)
    expect(await values(page)).toEqual({
      name: 'Jeanne Martin',
      message: 'We launch in March and need load tests.',
    })
    await expect(form(page).getByRole('textbox', { name: 'Work e-mail' })).toHaveValue('kept@example.com')
    await expect(form(page).getByRole('combobox', { name: 'Subject' })).toHaveValue('Performance Testing')
    await expect(form(page).getByRole('checkbox')).toBeChecked()
    await expect(form(page).getByRole('button', { name: 'Send message' })).toBeEnabled()
  })
}

test('captcha configured but its script never loads: the error toast, no call, data kept', async ({
  page,
}) => {
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  await page.route('**/recaptcha/**', (route) => route.abort())
  await page.route('**/en/contact', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      '</head>',
      '<meta name="recaptcha-site-key" content="test-site-key-123"></head>',
    )
    await route.fulfill({ response, body })
  })
  await page.goto('/en/contact')
  await fill(page, 'captcha@example.com')
  await form(page).getByRole('checkbox').check()
  await form(page).getByRole('button', { name: 'Send message' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'An error occurred while sending your message.' }),
  ).toBeVisible()
  expect(posts).toEqual([])
  await expect(form(page).getByRole('textbox', { name: 'Work e-mail' })).toHaveValue('captcha@example.com')
})

test('from the consultants page: subject selected, banner, French greeting naming the profile', async ({
  page,
}) => {
  await page.goto('/contact?subject=QA%20Manager&type=qa_manager&from=consultants')
  await expect(
    page.getByRole('status').filter({ hasText: 'Formulaire pré-rempli pour le profil « QA Manager ».' }),
  ).toBeVisible()
  await expect(form(page).getByRole('combobox', { name: 'Sujet' })).toHaveValue('QA Manager')
  await expect(form(page).getByRole('textbox', { name: 'Votre message' })).toHaveValue(
    /^Bonjour,\n\nJe suis intéressé\(e\) par le profil « QA Manager »/,
  )
})

test('from search: an unknown subject is added and selected, the banner says it comes from the search', async ({
  page,
}) => {
  await page.goto('/en/contact?subject=Blockchain&type=blockchain&from=search')
  await expect(
    page.getByRole('status').filter({ hasText: 'Form prefilled from your search: “Blockchain”.' }),
  ).toBeVisible()
  await expect(form(page).getByRole('combobox', { name: 'Subject' }).locator('option:checked')).toHaveText(
    'Blockchain',
  )
  await expect(form(page).getByRole('textbox', { name: 'Your message' })).toHaveValue(/“Blockchain” profile/)
})

test('query values are shown as text, never run as markup', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  const evil = '<img src=x onerror=alert(1)>'
  await page.goto(`/en/contact?subject=${encodeURIComponent(evil)}&from=search`)
  await expect(page.getByRole('status').filter({ hasText: evil })).toBeVisible()
  expect(dialogs).toBe(0)
  expect(await page.locator('main img[src="x"]').count()).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the form posts natively to the inbox and answers in the page language', async ({ page }) => {
    const email = uniqueEmail('nojs-contact')
    await page.goto('/en/contact')
    const f = form(page)
    await f.getByRole('textbox', { name: 'Full name' }).fill('No Script')
    await f.getByRole('textbox', { name: 'Work e-mail' }).fill(email)
    await f.getByRole('combobox', { name: 'Subject' }).selectOption('General Inquiry')
    await f.getByRole('textbox', { name: 'Your message' }).fill('Hello without JavaScript')
    await f.getByRole('checkbox').check()
    await f.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
    expect(stored('contact', (s) => s.data.email === email)[0]?.data.subject).toBe('General Inquiry')
  })
})
