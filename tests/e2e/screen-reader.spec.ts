// What a screen reader says (@guidepup/virtual-screen-reader, on the pages as served), in French and
// Arabic: each template's landmarks and headings, and what each island announces along a visitor's
// journey. The transcripts are reviewed snapshots (tests/screen-reader/transcripts/): a changed
// announcement shows in review. Nothing is announced twice, no control is unnamed, and every text is
// marked with its language (Latin words inside Arabic text read in their own voice).
import type { Page } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import type { SiteLang } from '../../shared/languages.ts'
import { recordCheck } from '../a11y/record.ts'
import { visitorContext } from '../layout/sweep.ts'
import { TEMPLATES } from '../layout/templates.ts'
import { findLanguageMix } from '../screen-reader/languages.ts'
import { expectTranscript } from '../screen-reader/snapshot.ts'
import { Journey, landmarksAndHeadings, readThrough, repeated, unnamed } from '../screen-reader/transcript.ts'
import { expect, localeText, test } from './support.ts'

const LANGS: readonly SiteLang[] = ['fr', 'ar']
const WIDTH = 1280

const languageMix = (page: Page) =>
  page.evaluate(`(() => { const __name = (f) => f; return (${findLanguageMix.toString()})() })()`) as Promise<
    string[]
  >

/** Answers a form or the chat at once with this body (what is recorded is the page's announcement). */
const answer = (page: Page, url: string, json: unknown) =>
  page.route(url, (route) => route.fulfill({ status: 200, json }))

/** Loads an island's code before the recording starts, so that what it says does not race its loading. */
async function hydrated(page: Page, island: string): Promise<void> {
  const root = page.locator(`[data-island="${island}"]`).first()
  await root.dispatchEvent('pointerdown')
  await expect(root).toHaveAttribute('data-hydrated', /.*/)
}

for (const lang of LANGS) {
  const t = localeText(lang)

  test(`${lang}: each template's landmarks and headings`, async ({ browser, baseURL }, info) => {
    const context = await visitorContext(browser, 'answered', lang, WIDTH, baseURL ?? '')
    const page = await context.newPage()
    const problems: string[] = []
    for (const [template, logical] of Object.entries(TEMPLATES)) {
      await page.goto(localizePath(logical, lang))
      const phrases = await readThrough(page)
      expectTranscript(info, `${lang}/${template}`, [
        `# ${localizePath(logical, lang)}: landmarks and headings, in reading order`,
        ...landmarksAndHeadings(phrases),
      ])
      problems.push(...unnamed(phrases).map((p) => `${template}: a ${p} without a name`))
      problems.push(...(await languageMix(page)).map((p) => `${template}: ${p}`))
    }
    await context.close()
    expect(problems).toEqual([])
    for (const template of Object.keys(TEMPLATES))
      recordCheck('screen-reader', `${lang}/${template}`, { lang })
  })

  const journeys: Record<
    string,
    { chrome: 'fresh' | 'answered'; path: string; run: (j: Journey) => Promise<void> }
  > = {
    consent: {
      chrome: 'fresh',
      path: '/',
      run: async (j) => {
        const { page } = j
        await hydrated(page, 'CookieConsent')
        await j.start()
        const dialog = page.getByRole('dialog', { name: t('consent', 'dialog.title') })
        await j.step(`press "${t('consent', 'banner.customize')}"`, async () => {
          await page.getByRole('button', { name: t('consent', 'banner.customize') }).focus()
          await page.keyboard.press('Enter')
          await expect(dialog).toBeVisible()
        })
        const analytics = dialog.getByRole('switch', { name: t('consent', 'categories.analytics.title') })
        await j.step(`Tab to "${t('consent', 'categories.analytics.title')}" and switch it on`, async () => {
          await analytics.focus()
          await page.keyboard.press('Space')
          await expect(analytics).toBeChecked()
        })
        await j.step(`press "${t('consent', 'dialog.save')}"`, async () => {
          await dialog.getByRole('button', { name: t('consent', 'dialog.save') }).focus()
          await page.keyboard.press('Enter')
          await expect(dialog).toBeHidden()
        })
      },
    },
    chat: {
      chrome: 'answered',
      path: '/',
      run: async (j) => {
        const { page } = j
        await answer(page, '**/functions/v1/chat-with-ai', {
          response: t('chat', 'chatbot.welcome').split('.')[0],
        })
        await hydrated(page, 'Chat')
        await j.start()
        const panel = page.getByRole('dialog', {
          name: t('chat', 'chatbot.title').replace('{{brand}}', 'Qualixa'),
        })
        const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
        await j.step(`press "${t('chat', 'chatbot.open')}"`, async () => {
          await page.getByRole('button', { name: t('chat', 'chatbot.open') }).focus()
          await page.keyboard.press('Enter')
          await expect(input).toBeFocused()
          await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(1)
        })
        await j.step('type a question and press Enter', async () => {
          await input.fill(QUESTION[lang])
          await input.press('Enter')
          await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(3)
          await expect(input).toBeFocused()
        })
        await j.step('press Escape', async () => {
          await page.keyboard.press('Escape')
          await expect(panel).toBeHidden()
        })
      },
    },
    search: {
      chrome: 'answered',
      path: '/',
      run: async (j) => {
        const { page } = j
        await hydrated(page, 'SearchBox')
        await j.start()
        const box = page.getByRole('searchbox', { name: t('search', 'search.label') })
        await j.step('type "cloud" in the search field and press Enter', async () => {
          await box.fill('cloud')
          await box.press('Enter')
          await expect(page.getByRole('dialog')).toBeVisible()
        })
        await j.step('press Escape', async () => {
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toBeHidden()
          await expect(box).toBeFocused()
        })
      },
    },
    contact: {
      chrome: 'answered',
      path: '/contact',
      run: async (j) => {
        const { page } = j
        await answer(page, '**/f/contact', { ok: true })
        await hydrated(page, 'ContactForm')
        await j.start()
        const form = page.getByRole('form', { name: t('forms', 'contact.title') })
        const send = form.getByRole('button', { name: t('forms', 'contact.submit') })
        await j.step(`press "${t('forms', 'contact.submit')}" with nothing filled in`, async () => {
          await send.click()
          await expect(form.getByText(t('common', 'forms.errors.required'))).toHaveCount(4)
        })
        await j.step('fill in the form, without the privacy consent, and send', async () => {
          await form.getByRole('textbox', { name: t('forms', 'contact.name') }).fill('Jeanne Martin')
          await form.getByRole('textbox', { name: t('forms', 'contact.email') }).fill('jeanne@example.org')
          await form.getByRole('combobox', { name: t('forms', 'contact.subject') }).selectOption({ index: 1 })
          await form
            .getByRole('textbox', { name: t('forms', 'contact.message') })
            .fill('Un audit de nos tests.')
          await send.click()
          await expect(
            page.getByRole('alert').filter({ hasText: t('forms', 'contact.privacyRequiredTitle') }),
          ).toBeVisible()
        })
        await j.step('accept the privacy policy and send', async () => {
          await form.getByRole('checkbox').check()
          await send.click()
          await expect(
            page.getByRole('status').filter({ hasText: t('forms', 'contact.sentTitle') }),
          ).toBeVisible()
        })
      },
    },
    join: {
      chrome: 'answered',
      path: '/community',
      run: async (j) => {
        const { page } = j
        await answer(page, '**/f/community', { ok: true })
        await hydrated(page, 'CommunityJoin')
        await j.start()
        const dialog = page.getByRole('dialog')
        await j.step(`press "${t('forms', 'community.open')}"`, async () => {
          await page.getByRole('button', { name: t('forms', 'community.open') }).click()
          await expect(dialog).toBeVisible()
        })
        await j.step(`press "${t('forms', 'community.submit')}" with nothing filled in`, async () => {
          await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
          await expect(dialog.getByText(t('common', 'forms.errors.required'))).toHaveCount(3)
        })
        await j.step('fill in the form and send', async () => {
          await dialog.getByRole('textbox', { name: t('forms', 'community.name') }).fill('Camille Testeuse')
          await dialog
            .getByRole('textbox', { name: t('forms', 'community.email'), exact: true })
            .fill('camille@example.org')
          await dialog
            .getByRole('textbox', { name: t('forms', 'community.profileLabel') })
            .fill('Testeuse depuis 5 ans.')
          await dialog.getByRole('checkbox').check()
          await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
          await expect(
            dialog.getByRole('heading', { name: t('forms', 'community.successTitle') }),
          ).toBeVisible()
        })
      },
    },
  }

  for (const [name, journey] of Object.entries(journeys))
    test(`${lang}: what the ${name} journey announces`, async ({ browser, baseURL }, info) => {
      const context = await visitorContext(browser, journey.chrome, lang, WIDTH, baseURL ?? '')
      const page = await context.newPage()
      // One time of day for the chat's messages (their times are read out), in one time zone.
      await page.clock.setFixedTime(new Date('2031-03-04T09:30:00Z'))
      await page.goto(localizePath(journey.path, lang))
      const j = new Journey(page, languageMix)
      await journey.run(j)
      await j.stop()
      await context.close()
      expectTranscript(info, `${lang}/journey-${name}`, [
        `# ${name} (${localizePath(journey.path, lang)})`,
        ...j.lines,
      ])
      expect(repeated(j.said), 'announced twice').toEqual([])
      expect(unnamed(j.said), 'controls without a name').toEqual([])
      expect(j.found, 'texts in another language than their voice').toEqual([])
      recordCheck('screen-reader', `${lang}/journey-${name}`, { lang })
    })
}

const QUESTION: Record<SiteLang, string> = {
  fr: 'Où sont vos bureaux ?',
  en: 'Where are your offices?',
  es: '¿Dónde están sus oficinas?',
  ar: 'أين تقع مكاتبكم؟',
}
