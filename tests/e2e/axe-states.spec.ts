import type { Page } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { REPLY_TIMEOUT_MS } from '../../islands/chat/client.ts'
import { CHAT_PANEL_ID } from '../../islands/chat/ids.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { axeViolations } from '../a11y/axe.ts'
import { recordCheck } from '../a11y/record.ts'
import { expect, FIRST_VISIT, localeText, reportConsoleOnFailure, test } from './support.ts'

/**
 * axe in every state an island opens, in both languages, once React has taken over: the consent
 * dialog, the chat with a conversation and its error toast, the join dialog with its field errors,
 * the search results (home dialog and /search), the contact form's field errors and its toast, the
 * newsletter's and the copy link's toasts. (tests/e2e/first-tap.spec.ts checks the states a first tap
 * opens before React; tests/e2e/first-visit.ts every page as first shown.)
 */
reportConsoleOnFailure(test)
// Each state that passed, for the accessibility statement's figures (tests/a11y/).
test.afterEach(({ browserName: _ }, info) => {
  if (info.status === 'passed') recordCheck('axe-states', info.titlePath.join(' › '))
})

/** axe's violations in this state, each line naming the state. */
const axe = async (page: Page, state: string, within?: string) =>
  (await axeViolations(page, within)).map((line) => `${state}: ${line}`)

const hydrated = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated]`)

for (const lang of SITE_LANGS) {
  const t = localeText(lang)
  const at = (path: string) => localizePath(path, lang)

  test.describe(`${lang}: axe finds nothing in any open state`, () => {
    test.describe('first visit', () => {
      test.use({ storageState: FIRST_VISIT })
      test('the consent banner and the preferences dialog', async ({ page }) => {
        await page.goto(at('/about'))
        const violations = await axe(page, 'banner')
        await page.getByRole('button', { name: t('consent', 'banner.customize') }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect(hydrated(page, 'CookieConsent')).toHaveCount(1)
        violations.push(...(await axe(page, 'preferences')))
        expect(violations).toEqual([])
      })
    })

    test('the chat with a conversation, a link in a reply, the typing indicator and an error toast', async ({
      page,
    }) => {
      let calls = 0
      let answer = () => {}
      // The reply is held while axe reads the waiting state, never as long as the panel waits for one: on a
      // machine slow enough for the scan to outlast that, the reply comes during it rather than never.
      const held = new Promise<void>((resolve) => {
        answer = resolve
        setTimeout(resolve, REPLY_TIMEOUT_MS / 2)
      })
      await page.route('**/functions/v1/chat-with-ai', async (route) => {
        calls += 1
        if (calls === 1) {
          await held
          await route.fulfill({ json: { response: `[${t('common', 'routes.contact')}](${at('/contact')})` } })
        } else await route.fulfill({ status: 500, json: { error: 'boom' } })
      })
      await page.goto(at('/careers'))
      await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
      const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
      const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
      await input.fill('Hello')
      await input.press('Enter')
      await expect(panel.getByText(t('chat', 'chatbot.typing'))).toBeVisible()
      // The waiting state is the panel's (the rest of the page is read in the other states): a short scan.
      const violations = await axe(page, 'chat waiting', `#${CHAT_PANEL_ID}`)
      answer()
      await expect(
        panel.getByRole('log').getByRole('link', { name: t('common', 'routes.contact') }),
      ).toBeVisible()
      violations.push(...(await axe(page, 'chat answered')))
      await input.fill('Again')
      await input.press('Enter')
      await expect(page.getByRole('alert').filter({ hasText: t('chat', 'chatbot.errorTitle') })).toBeVisible()
      violations.push(...(await axe(page, 'chat error toast')))
      expect(violations).toEqual([])
    })

    test('the join dialog: open, with field errors', async ({ page }) => {
      await page.goto(at('/community'))
      await page.getByRole('button', { name: t('forms', 'community.open') }).click()
      const dialog = page.getByRole('dialog', { name: t('forms', 'community.title') })
      await expect(dialog).toBeVisible()
      await expect(hydrated(page, 'CommunityJoin')).toHaveCount(1)
      const violations = await axe(page, 'join dialog')
      await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
      await expect(dialog.getByText(t('common', 'forms.errors.required'))).toHaveCount(3)
      violations.push(...(await axe(page, 'join errors')))
      expect(violations).toEqual([])
    })

    test('the search results: the home dialog, its empty answer, and /search', async ({ page }) => {
      await page.goto(at('/'))
      const box = page.getByRole('searchbox', { name: t('search', 'search.label') })
      await box.fill('blockchain')
      await box.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible()
      const violations = await axe(page, 'results dialog')
      await page.keyboard.press('Escape')
      // The visitor types again once the dialog has gone: while it is open the page behind it is inert, and
      // on a busy machine its closing can take a moment.
      await expect(dialog).toBeHidden()
      await box.fill('zzzzqqq')
      await box.press('Enter')
      await expect(dialog).toBeVisible()
      violations.push(...(await axe(page, 'no results')))
      // A word every language's pages hold: the brand, so that results show in each edition.
      await page.goto(`${at('/search')}?q=Qualixa`)
      await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible()
      violations.push(...(await axe(page, '/search results')))
      expect(violations).toEqual([])
    })

    test('the contact form: field errors, the privacy toast', async ({ page }) => {
      await page.goto(at('/contact'))
      const form = page.getByRole('form', { name: t('forms', 'contact.title') })
      await form.getByRole('button', { name: t('forms', 'contact.submit') }).click()
      await expect(form.getByText(t('common', 'forms.errors.required'))).toHaveCount(4)
      const violations = await axe(page, 'contact errors')
      await form.getByRole('textbox', { name: t('forms', 'contact.name') }).fill('Jeanne Martin')
      await form.getByRole('textbox', { name: t('forms', 'contact.email') }).fill('jeanne@example.com')
      await form.getByRole('combobox').selectOption({ index: 1 })
      await form.getByRole('textbox', { name: t('forms', 'contact.message') }).fill('Load tests for March.')
      await form.getByRole('button', { name: t('forms', 'contact.submit') }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: t('forms', 'contact.privacyRequiredTitle') }),
      ).toBeVisible()
      violations.push(...(await axe(page, 'privacy toast')))
      expect(violations).toEqual([])
    })

    test("the newsletter's and the copy link's toasts", async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(at('/blog/test-automation-strategy-2024'))
      await page.getByRole('button', { name: t('forms', 'share.copy') }).click()
      await expect(
        page.getByRole('status').filter({ hasText: t('forms', 'share.copiedTitle') }),
      ).toBeVisible()
      const violations = await axe(page, 'copy link toast')
      await page.getByRole('textbox', { name: t('common', 'newsletter.label') }).fill('sam@example.com')
      await page.getByRole('button', { name: t('common', 'newsletter.submit') }).click()
      await expect(
        page.getByRole('status').filter({ hasText: t('common', 'newsletter.successTitle') }),
      ).toBeVisible()
      violations.push(...(await axe(page, 'newsletter toast')))
      expect(violations).toEqual([])
    })
  })
}
