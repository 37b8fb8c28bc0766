// What a first tap opens, on a phone, in the four languages: the cookie preferences, the chat panel with
// an answer, the mobile menu and the community join dialog.
import { expect, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS } from '../../shared/languages.ts'
import { localeText } from '../e2e/support.ts'
import { type ChromeState, visitorContext } from '../layout/sweep.ts'
import { comparedWithBaselines, PHONE, settle } from './support.ts'

comparedWithBaselines(test)

const QUESTION = {
  fr: 'Où sont vos bureaux ?',
  en: 'Where are your offices?',
  es: '¿Dónde están sus oficinas?',
  ar: 'أين تقع مكاتبكم؟',
}

for (const lang of SITE_LANGS) {
  const t = localeText(lang)
  const open = async (
    browser: import('@playwright/test').Browser,
    baseURL: string | undefined,
    chrome: ChromeState,
    path: string,
  ) => {
    const context = await visitorContext(browser, chrome, lang, PHONE.width, baseURL ?? '')
    const page = await context.newPage()
    await page.setViewportSize(PHONE)
    await page.goto(localizePath(path, lang))
    await settle(page)
    return { page, context }
  }

  test(`${lang}: cookie preferences dialog`, async ({ browser, baseURL }) => {
    const { page, context } = await open(browser, baseURL, 'fresh', '/')
    await page.getByRole('button', { name: t('consent', 'banner.customize') }).click()
    await expect(page.getByRole('dialog', { name: t('consent', 'dialog.title') })).toBeVisible()
    await expect(page).toHaveScreenshot(`consent-dialog-${lang}-390.png`)
    await context.close()
  })

  test(`${lang}: chat panel with an answer`, async ({ browser, baseURL }) => {
    const { page, context } = await open(browser, baseURL, 'answered', '/')
    await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
    const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
    const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
    await input.fill(QUESTION[lang])
    await input.press('Enter')
    await expect(panel.getByRole('log').getByRole('link').first()).toBeVisible()
    // The times of the messages are the clock's.
    await expect(page).toHaveScreenshot(`chat-answer-${lang}-390.png`, {
      mask: [panel.locator('time, [data-welcome-time]')],
    })
    await context.close()
  })

  test(`${lang}: mobile menu`, async ({ browser, baseURL }) => {
    const { page, context } = await open(browser, baseURL, 'answered', '/')
    await page.getByText(t('common', 'nav.menu'), { exact: true }).click()
    await expect(page.getByRole('navigation', { name: t('common', 'nav.mobileLabel') })).toBeVisible()
    await expect(page).toHaveScreenshot(`mobile-menu-${lang}-390.png`)
    await context.close()
  })

  test(`${lang}: community join dialog`, async ({ browser, baseURL }) => {
    const { page, context } = await open(browser, baseURL, 'answered', '/community')
    await page.getByRole('button', { name: t('forms', 'community.open') }).click()
    await expect(page.getByRole('dialog', { name: t('forms', 'community.title') })).toBeVisible()
    await expect(page).toHaveScreenshot(`join-dialog-${lang}-390.png`)
    await context.close()
  })
}
