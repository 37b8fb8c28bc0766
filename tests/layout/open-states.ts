// The states a first tap opens, as a visitor opens them: shared by the layout check at 320 px
// (tests/e2e/layout-open.spec.ts), the screenshots at 390 px (tests/visual/open-states.spec.ts) and, with a
// few more states, the contrast themes (tests/e2e/forced-colors.spec.ts, tests/visual/forced-colors.spec.ts).
import { expect, type Page } from '@playwright/test'
import type { SiteLang } from '../../shared/languages.ts'
import type { ChromeState } from './sweep.ts'

type Text = (ns: string, key: string) => string

/** A question whose answer names a place (an address in it is a run the Arabic layout must keep in order). */
const QUESTION: Record<SiteLang, string> = {
  fr: 'Où sont vos bureaux ?',
  en: 'Where are your offices?',
  es: '¿Dónde están sus oficinas?',
  ar: 'أين تقع مكاتبكم؟',
}

export interface OpenState {
  name: string
  /** The screenshot's name, for the states with a baseline. */
  shot?: string
  chrome: ChromeState
  /** The logical path the state opens on. */
  path: string
  open: (page: Page, t: Text, lang: SiteLang) => Promise<void>
}

export const OPEN_STATES: readonly OpenState[] = [
  {
    name: 'mobile menu',
    shot: 'mobile-menu',
    chrome: 'answered',
    path: '/',
    open: async (page, t) => {
      await page.getByText(t('common', 'nav.menu'), { exact: true }).click()
      await expect(page.getByRole('navigation', { name: t('common', 'nav.mobileLabel') })).toBeVisible()
    },
  },
  {
    name: 'cookie preferences dialog',
    shot: 'consent-dialog',
    chrome: 'fresh',
    path: '/',
    open: async (page, t) => {
      await page.getByRole('button', { name: t('consent', 'banner.customize') }).click()
      await expect(page.getByRole('dialog', { name: t('consent', 'dialog.title') })).toBeVisible()
    },
  },
  {
    name: 'chat panel with an answer',
    shot: 'chat-answer',
    chrome: 'answered',
    path: '/',
    open: async (page, t, lang) => {
      await page.getByRole('button', { name: t('chat', 'chatbot.open') }).click()
      const panel = page.getByRole('dialog', { name: t('chat', 'chatbot.title') })
      const input = panel.getByRole('textbox', { name: t('chat', 'chatbot.label') })
      await input.fill(QUESTION[lang])
      await input.press('Enter')
      await expect(panel.getByRole('log').getByRole('link').first()).toBeVisible()
    },
  },
  {
    name: 'community join dialog',
    shot: 'join-dialog',
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
    open: async (page, t) => {
      const box = page.getByRole('searchbox', { name: t('search', 'search.label') })
      await box.fill('cloud')
      await box.press('Enter')
      await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible()
    },
  },
]

const byName = (name: string): OpenState => {
  const state = OPEN_STATES.find((s) => s.name === name)
  if (!state) throw new Error(`No open state ${name}`)
  return state
}

/**
 * What a visitor in a contrast theme meets on a phone: the cookie banner, every state a tap opens, and the
 * forms with their field errors (an error is drawn in red in the designer's colours, in a theme's text
 * colour there). Each with the name of its screenshot in a theme.
 */
export const THEMED_STATES: readonly (OpenState & { shot: string })[] = [
  { name: 'cookie banner', shot: 'banner', chrome: 'fresh', path: '/', open: async () => {} },
  { ...byName('cookie preferences dialog'), shot: 'consent-dialog' },
  { ...byName('mobile menu'), shot: 'mobile-menu' },
  { ...byName('chat panel with an answer'), shot: 'chat-answer' },
  { ...byName('search results'), shot: 'search-results' },
  {
    name: 'community join dialog with field errors',
    shot: 'join-errors',
    chrome: 'answered',
    path: '/community',
    open: async (page, t) => {
      await byName('community join dialog').open(page, t, 'fr')
      const dialog = page.getByRole('dialog', { name: t('forms', 'community.title') })
      await dialog.getByRole('button', { name: t('forms', 'community.submit') }).click()
      await expect(dialog.getByText(t('common', 'forms.errors.required'))).toHaveCount(3)
    },
  },
  {
    name: 'contact form with field errors',
    shot: 'contact-errors',
    chrome: 'answered',
    path: '/contact',
    open: async (page, t) => {
      const form = page.getByRole('form', { name: t('forms', 'contact.title') })
      await form.getByRole('button', { name: t('forms', 'contact.submit') }).click()
      await expect(form.getByText(t('common', 'forms.errors.required'))).toHaveCount(4)
    },
  },
]
