// At 320 px, in the four languages, the states a tap opens hold too: the mobile menu, the cookie
// preferences dialog, the chat panel with an answer, the community join dialog and the search results.
import { expect, type Page, test } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { SITE_LANGS, type SiteLang } from '../../shared/languages.ts'
import { type ChromeState, defectsAt, findingLine, visitorContext } from '../layout/sweep.ts'
import { localeText } from './support.ts'

const WIDTH = 320
/** A question whose answer names a place (an address in it is a run the Arabic layout must keep in order). */
const QUESTION: Record<SiteLang, string> = {
  fr: 'Où sont vos bureaux ?',
  en: 'Where are your offices?',
  es: '¿Dónde están sus oficinas?',
  ar: 'أين تقع مكاتبكم؟',
}
const SEARCH: Record<SiteLang, string> = { fr: 'cloud', en: 'cloud', es: 'cloud', ar: 'cloud' }

interface OpenState {
  name: string
  chrome: ChromeState
  path: string
  open: (page: Page, t: (ns: string, key: string) => string, lang: SiteLang) => Promise<void>
}

const STATES: OpenState[] = [
  {
    name: 'mobile menu',
    chrome: 'answered',
    path: '/',
    open: async (page, t) => {
      await page.getByText(t('common', 'nav.menu'), { exact: true }).click()
      await expect(page.getByRole('navigation', { name: t('common', 'nav.mobileLabel') })).toBeVisible()
    },
  },
  {
    name: 'cookie preferences dialog',
    chrome: 'fresh',
    path: '/',
    open: async (page, t) => {
      await page.getByRole('button', { name: t('consent', 'banner.customize') }).click()
      await expect(page.getByRole('dialog', { name: t('consent', 'dialog.title') })).toBeVisible()
    },
  },
  {
    name: 'chat panel with an answer',
    chrome: 'answered',
    path: '/',
    open: async (page, t, lang) => {
      await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
      const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
      await panel.getByRole('textbox', { name: t('chat', 'chatbot.label') }).fill(QUESTION[lang])
      await panel.getByRole('textbox', { name: t('chat', 'chatbot.label') }).press('Enter')
      await expect(panel.getByRole('log').getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'community join dialog',
    chrome: 'answered',
    path: '/community',
    open: async (page, t) => {
      await page.getByRole('button', { name: t('forms', 'community.open') }).click()
      await expect(page.getByRole('dialog', { name: t('forms', 'community.title') })).toBeVisible()
    },
  },
  {
    name: 'search results',
    chrome: 'answered',
    path: '/',
    open: async (page, t, lang) => {
      const box = page.getByRole('searchbox', { name: t('search', 'search.label') })
      await box.fill(SEARCH[lang])
      await box.press('Enter')
      await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible()
    },
  },
]

for (const lang of SITE_LANGS) {
  const t = localeText(lang)
  for (const state of STATES) {
    test(`${lang}: the ${state.name} at ${WIDTH} px`, async ({ browser, baseURL }) => {
      const context = await visitorContext(browser, state.chrome, lang, WIDTH, baseURL ?? '')
      const page = await context.newPage()
      const path = localizePath(state.path, lang)
      await page.goto(path)
      await state.open(page, t, lang)
      const found = (await defectsAt(page, WIDTH)).map((f) => findingLine(path, WIDTH, state.name, f))
      await context.close()
      expect(found, 'what a visitor would see wrong').toEqual([])
    })
  }
}
