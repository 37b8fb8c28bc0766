import { expect, type Page, test } from '@playwright/test'
import { REPLY_TIMEOUT_MS } from '../../islands/chat/client.ts'
import { CHAT_PANEL_ID } from '../../islands/chat/ids.ts'
import { CHAT_OPEN_KEY } from '../../islands/chat/storage.ts'
import { reportConsoleOnFailure } from './support.ts'

reportConsoleOnFailure(test)

const FUNCTION = '**/functions/v1/chat-with-ai'
const openButton = (page: Page) => page.getByRole('button', { name: 'Open the assistant' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Qualixa assistant' })
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' })
const log = (page: Page) => panel(page).getByRole('log')

/**
 * Answers the chat function with `reply`, recording the request bodies. With `held`, the answer waits
 * until the test settles that promise, so that what shows while waiting can be checked, but never as long
 * as the panel waits for a reply (it would give up and show its error instead).
 */
async function fakeFunction(
  page: Page,
  reply: { status?: number; body?: unknown },
  held: Promise<unknown> = Promise.resolve(),
) {
  const bodies: unknown[] = []
  await page.route(FUNCTION, async (route) => {
    bodies.push(route.request().postDataJSON())
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, REPLY_TIMEOUT_MS / 2))])
    await route.fulfill({ status: reply.status ?? 200, json: reply.body ?? {} })
  })
  return bodies
}

test('the button is plain HTML; the panel loads on first click with a welcome message', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
  await page.goto('/en/careers')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((s) => !/\/islands\/client-/.test(s))).toEqual([])
  await openButton(page).click()
  await expect(panel(page).getByRole('heading', { name: 'Qualixa assistant' })).toBeVisible()
  await expect(panel(page).getByText('Instant answers about our services, offices and methods')).toBeVisible()
  await expect(log(page).getByText("Hello! I'm the Qualixa assistant.", { exact: false })).toBeVisible()
  await expect(log(page).locator('time span[aria-hidden="true"]').first()).toHaveText(
    /^\d{1,2}:\d{2}( [AP]M)?$/,
  )
  const box = await panel(page).boundingBox()
  expect(Math.round(box?.width ?? 0)).toBe(384)
  expect(Math.round(box?.height ?? 0)).toBe(512)
  await expect(input(page)).toBeFocused()
  await panel(page).getByRole('button', { name: 'Close the assistant' }).click()
  await expect(panel(page)).toHaveCount(0)
})

test('Enter sends: the message, a typing indicator, the reply with real links; input locked meanwhile', {
  tag: '@smoke',
}, async ({ page }) => {
  let answer = () => {}
  const bodies = await fakeFunction(
    page,
    { body: { response: 'Our offices are listed on [Our offices](/en/about/offices).' } },
    new Promise<void>((resolve) => {
      answer = resolve
    }),
  )
  await page.goto('/en/contact')
  await openButton(page).click()
  await input(page).fill('Where are your offices?')
  await input(page).press('Enter')
  await expect(log(page).getByText('Where are your offices?')).toBeVisible()
  await expect(input(page)).toHaveValue('')
  await expect(log(page).getByText('The assistant is writing a reply…')).toBeVisible()
  await expect(input(page)).toBeDisabled()
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()
  answer()
  await expect(log(page).getByRole('link', { name: 'Our offices' })).toHaveAttribute(
    'href',
    '/en/about/offices',
  )
  await expect(log(page).getByText('The assistant is writing a reply…')).toHaveCount(0)
  await expect(input(page)).toBeEnabled()
  expect(bodies[0]).toMatchObject({
    message: 'Where are your offices?',
    language: 'en',
    context: {
      contact: {
        email: expect.any(String),
        phone: expect.any(String),
        address: expect.any(String),
        hours: 'Mon-Fri 9AM-6PM CET',
      },
      links: {
        expertise: '/en/our-expertise',
        methodologies: '/en/about/methodologies',
        caseStudies: '/en/case-studies',
        offices: '/en/about/offices',
        contact: '/en/contact',
        community: '/en/community',
      },
    },
  })
})

test('empty or blank input cannot be sent; Shift+Enter adds a line', async ({ page }) => {
  const bodies = await fakeFunction(page, { body: { response: 'ok' } })
  await page.goto('/en')
  await openButton(page).click()
  await input(page).fill('   ')
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled()
  await input(page).press('Enter')
  await input(page).fill('line one')
  await input(page).press('Shift+Enter')
  await input(page).pressSequentially('line two')
  await expect(input(page)).toHaveValue('line one\nline two')
  expect(bodies).toHaveLength(0)
})

for (const [name, reply] of [
  ['an error answer', { status: 500, body: { error: 'boom' } }],
  ['a reply without text', { status: 200, body: { response: '' } }],
] as const) {
  test(`on ${name}: the fallback message, a destructive toast, and the question kept to resend`, async ({
    page,
  }) => {
    await fakeFunction(page, reply)
    await page.goto('/en/about')
    await openButton(page).click()
    await input(page).fill('Do you test drones?')
    await input(page).press('Enter')
    await expect(log(page).getByText("Sorry, I couldn't answer right now.", { exact: false })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Assistant unavailable' })).toBeVisible()
    await expect(input(page)).toHaveValue('Do you test drones?')
  })
}

test('the conversation and the open panel survive navigation and reload in the tab', async ({ page }) => {
  await fakeFunction(page, { body: { response: 'See [Careers](/en/careers).' } })
  await page.goto('/en/about')
  await openButton(page).click()
  await input(page).fill('Are you hiring?')
  await input(page).press('Enter')
  await expect(log(page).getByRole('link', { name: 'Careers' })).toBeVisible()
  await log(page).getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/en\/careers$/)
  await expect(log(page).getByText('Are you hiring?')).toBeVisible()
  // A question typed and not sent is kept too, even when the page is reloaded at once.
  await input(page).fill('And in Lyon?')
  await page.reload()
  await expect(log(page).getByText('Are you hiring?')).toBeVisible()
  await expect(input(page)).toHaveValue('And in Lyon?')
  await panel(page).getByRole('button', { name: 'Close the assistant' }).click()
  await page.goto('/en/contact')
  await expect(panel(page)).toHaveCount(0)
  await openButton(page).click()
  await expect(log(page).getByText('Are you hiring?')).toBeVisible()
})

test('closed, then a link followed in the same moment: the next page has the panel closed', async ({
  page,
}) => {
  // The race of a quick visitor: React's own update after the close came too late on about 1 try in 10.
  await page.goto('/en/about')
  for (const next of ['/en/contact', '/en/careers', '/en/about']) {
    await openButton(page).click()
    await expect(input(page)).toBeEditable()
    await page.waitForFunction((key) => sessionStorage.getItem(key) === '1', CHAT_OPEN_KEY)
    await page.evaluate(
      ([id, href]) => {
        document.getElementById(id)?.hidePopover()
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)
        if (!link) throw new Error(`no link to ${href}`)
        link.click()
      },
      [CHAT_PANEL_ID, next] as const,
    )
    await expect(page).toHaveURL(new RegExp(`${next}$`))
    await page.waitForLoadState('networkidle')
    await expect(panel(page)).toHaveCount(0)
  }
})

test('the real function answers in the visitor language and links a relevant page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: "Ouvrir l'assistant" }).click()
  const fr = page.getByRole('dialog', { name: 'Assistant Qualixa' })
  await fr
    .getByRole('textbox', { name: 'Votre message' })
    .fill('Quels outils utilisez-vous pour les tests de performance ?')
  await fr.getByRole('textbox', { name: 'Votre message' }).press('Enter')
  await expect(
    fr
      .getByRole('log')
      .getByRole('link', { name: /performance/i })
      .first(),
  ).toHaveAttribute('href', /^\/services\/performance-testing/)
})

test('a follow-up goes with the conversation before it and is answered about its topic', async ({ page }) => {
  const sent: Array<Record<string, unknown>> = []
  page.on('request', (r) => {
    if (r.url().endsWith('/functions/v1/chat-with-ai') && r.method() === 'POST') sent.push(r.postDataJSON())
  })
  await page.goto('/')
  await page.getByRole('button', { name: "Ouvrir l'assistant" }).click()
  const fr = page.getByRole('dialog', { name: 'Assistant Qualixa' })
  const message = fr.getByRole('textbox', { name: 'Votre message' })
  await message.fill('Vous avez une agence à Lyon ?')
  await message.press('Enter')
  await expect(fr.getByRole('log').getByText('27 rue de la République', { exact: false })).toBeVisible()
  await message.fill('quelle est son adresse e-mail ?')
  await message.press('Enter')
  await expect(fr.getByRole('log').getByText('quelle est son adresse e-mail ?')).toBeVisible()
  // The second answer gives the Lyon agency's own address, not the head office's.
  const reply = fr.getByRole('log').getByRole('listitem').last()
  await expect(reply).toContainText('lyon@qualixa.example')
  await expect(reply).not.toContainText('contact@qualixa.example')
  expect(sent[0]).not.toHaveProperty('history')
  expect(sent[1]).toMatchObject({
    message: 'quelle est son adresse e-mail ?',
    history: [
      {
        question: 'Vous avez une agence à Lyon ?',
        answer: expect.stringContaining('27 rue de la République'),
      },
    ],
  })
})

test('a long reply is read from its start: the question at the top of the log, the reply below it', async ({
  page,
}) => {
  const long = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of a long answer about our offices.`)
  await fakeFunction(page, { body: { response: `First line of the reply. ${long.join(' ')}` } })
  await page.goto('/en/careers')
  await openButton(page).click()
  await input(page).fill('Tell me everything about your offices')
  await input(page).press('Enter')
  const question = log(page).getByText('Tell me everything about your offices')
  const reply = log(page).getByText('First line of the reply.', { exact: false })
  await expect(reply).toBeVisible()
  // The log scrolled to the question, not to the end of the reply, and the panel's header stayed in place.
  await expect(question).toBeInViewport()
  // The reply's end is further down the log, which the visitor scrolls to.
  expect(await log(page).evaluate((box) => box.scrollTop + box.clientHeight < box.scrollHeight - 20)).toBe(
    true,
  )
  await expect(panel(page).getByRole('heading', { name: 'Qualixa assistant' })).toBeInViewport()
  const [logBox, questionBox] = await Promise.all([log(page).boundingBox(), question.boundingBox()])
  expect((questionBox?.y ?? 0) - (logBox?.y ?? 0)).toBeLessThan(40)
})
