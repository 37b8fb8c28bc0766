import type { Page } from '@playwright/test'
import { stored, uniqueEmail } from './inbox.ts'
import { expect, holdResponses, test } from './support.ts'

const dialog = (page: Page) => page.getByRole('dialog')

async function openDialog(page: Page) {
  await page.goto('/en/community')
  await page.getByRole('button', { name: 'Join the Slack community' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Join the community' })).toBeVisible()
}

async function fill(page: Page, email: string) {
  const d = dialog(page)
  await d.getByRole('textbox', { name: 'Full name' }).fill('Sam Tester')
  await d.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await d.getByRole('textbox', { name: 'Company (optional)' }).fill('ACME')
  await d.getByRole('textbox', { name: 'Role (optional)' }).fill('QA lead')
  await d
    .getByRole('textbox', { name: 'Profile and motivation' })
    .fill('Ten years of testing, keen on automation.')
}

test('a visitor joins: submitting, success view, auto-close after 3 s, form reset, request stored', {
  tag: '@smoke',
}, async ({ page }) => {
  const email = uniqueEmail('join')
  // The dialog's 3 s run on the page's clock, moved on by the test: a busy machine cannot stretch them.
  await page.clock.install()
  await openDialog(page)
  await fill(page, email)
  await dialog(page).getByRole('checkbox').check()
  await dialog(page).getByRole('button', { name: 'Send my request' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Request sent!' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' }).first()).toBeVisible()
  await page.clock.runFor(3000)
  await expect(dialog(page)).toHaveCount(0)
  const [row] = stored('community', (s) => s.data.email === email)
  expect(row?.data).toMatchObject({
    name: 'Sam Tester',
    company: 'ACME',
    role: 'QA lead',
    subject: 'Community Join Request',
    message: 'Profile and motivation: Ten years of testing, keen on automation.',
    _subject: 'New QA community membership request',
  })
  await page.getByRole('button', { name: 'Join the Slack community' }).click()
  await expect(dialog(page).getByRole('textbox', { name: 'Full name' })).toHaveValue('')
})

test('without the privacy consent: a destructive toast, nothing sent', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  await openDialog(page)
  await fill(page, uniqueEmail('noconsent'))
  await dialog(page).getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Consent required' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Accept the privacy policy to send your request.' }),
  ).toBeVisible()
  expect(posts).toEqual([])
})

test('required fields and e-mail format are checked inline', async ({ page }) => {
  await openDialog(page)
  await dialog(page).getByRole('button', { name: 'Send my request' }).click()
  await expect(dialog(page).getByText('This field is required.')).toHaveCount(3)
  await dialog(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill('sam@')
  await dialog(page).getByRole('button', { name: 'Send my request' }).click()
  await expect(
    dialog(page).getByText('Enter a valid e-mail address, for example name@company.com.'),
  ).toBeVisible()
})

test('closing is blocked while submitting; a failure returns to the form with the data kept', async ({
  page,
}) => {
  const release = await holdResponses(page, '**/f/community', (route) =>
    route.fulfill({ status: 500, body: '{"ok":false}' }),
  )
  await openDialog(page)
  await fill(page, 'kept@example.com')
  await dialog(page).getByRole('checkbox').check()
  await dialog(page).getByRole('button', { name: 'Send my request' }).click()
  await expect(dialog(page).getByRole('button', { name: 'Sending…' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog(page).getByRole('heading', { name: 'Join the community' })).toBeVisible()
  release()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not send' })).toBeVisible()
  await expect(dialog(page).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'kept@example.com',
  )
  await expect(dialog(page).getByRole('textbox', { name: 'Profile and motivation' })).toHaveValue(
    'Ten years of testing, keen on automation.',
  )
  await expect(dialog(page).getByRole('button', { name: 'Send my request' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the join form posts natively to the inbox', async ({ page }) => {
    const email = uniqueEmail('nojs-join')
    await page.goto('/community')
    await expect(page.getByRole('button', { name: 'Rejoindre la communauté Slack' })).toBeHidden()
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('Camille')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Profil et motivations' }).fill('Testeuse depuis 5 ans')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
    await expect(page.getByRole('heading', { name: 'Message envoyé' })).toBeVisible()
    expect(stored('community', (s) => s.data.email === email)).toHaveLength(1)
  })
})
