// Bench, first interactions: the ten gestures and the answer each needs, found by role and by the visible
// names of the page's language (locales/<lang>), so that one row runs on any edition
// (scripts/bench/interactions.ts runs them).
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { localizePath } from '../../core/urls.ts'
import { DEFAULT_LANG, type SiteLang } from '../../shared/languages.ts'
import type { Condition, Visible } from './interaction-answer.ts'

type Tree = { [key: string]: string | Tree }
const BRAND = (JSON.parse(readFileSync('content/company.json', 'utf8')) as { brand: string }).brand

/** The texts of a language: (namespace, dotted key) → text, {{placeholders}} filled and <0>…</0> tags dropped. */
function texts(lang: SiteLang) {
  const locale = (ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Tree
  return (ns: string, key: string, vars: Record<string, string> = {}): string => {
    let node: string | Tree | undefined = locale(ns)
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') throw new Error(`locales/${lang}/${ns}.json has no text at ${key}`)
    return node
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const value = name === 'brand' ? BRAND : vars[name]
        if (value === undefined)
          throw new Error(`locales/${lang}/${ns}.json ${key}: no value for {{${name}}}`)
        return value
      })
      .replace(/<\/?\d+>/g, '')
  }
}

/** Dialogs, native or ARIA; toasts and other announced messages. */
const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]'
const MESSAGE = '[role="status"], [role="alert"], [aria-live], output'
const BUTTON = 'button, [role="button"], input[type="submit"]'
const TEXTBOX = 'textarea, input:not([type]), input[type="text"], [role="textbox"], [contenteditable="true"]'

/**
 * Types into a field as a visitor does, one key every TYPING_MS (a tap or a click on it first): the
 * time a form takes to fill is part of what a first interaction with it is.
 */
async function typeInto(field: Locator, text: string, press: Press): Promise<void> {
  await press(field)
  await field.pressSequentially(text, { delay: TYPING_MS, timeout: 60_000 })
}

/** Gives an element found by Playwright a selector the page can use (set before the gesture). */
async function mark(locator: Locator, name: string): Promise<string> {
  await locator.evaluate((el, value) => el.setAttribute('data-bench-target', value), name)
  return `[data-bench-target="${name}"]`
}

// ---------------------------------------------------------------------------------------------------------
// The rows.

/** Tap on the mobile profile, click on the desktop one. */
export type Press = (target: Locator) => Promise<void>

export interface Row {
  name: string
  /** The island whose hydration ends the byte count. */
  island: string
  url: string
  /** Only for a first-time visitor (the banner is not shown to a returning one). */
  firstTimeOnly?: boolean
  /** The steps before the measured gesture; returns the gesture and the answer it needs. */
  prepare: (page: Page, press: Press) => Promise<{ gesture: () => Promise<void>; answer: Condition }>
}

/** How long a step or the gesture may wait for its element. */
export const GESTURE_TIMEOUT = 5_000
const TYPING_MS = 250
/** The rows on the pages of a language: the same gestures, named in that language. */
export function rowsFor(lang: SiteLang): Row[] {
  const rows = rowsIn(texts(lang))
  if (lang === DEFAULT_LANG) return rows
  return rows.map((row) => ({ ...row, name: `${row.name} (${lang})`, url: localizePath(row.url, lang) }))
}

function rowsIn(t: ReturnType<typeof texts>): Row[] {
  const banner = (page: Page) => page.getByRole('region', { name: t('consent', 'banner.title') })
  const preferences: Condition = { kind: 'visible', selector: DIALOG, text: t('consent', 'dialog.title') }
  return [
    {
      name: 'banner answer',
      island: 'CookieConsent',
      url: '/',
      firstTimeOnly: true,
      prepare: async (page, press) => {
        const region = banner(page)
        const selector = await mark(region, 'banner')
        const button = region.getByRole('button', { name: t('consent', 'banner.necessaryOnly') })
        return { gesture: () => press(button), answer: { kind: 'hidden', selector } }
      },
    },
    {
      name: 'banner customize',
      island: 'CookieConsent',
      url: '/',
      firstTimeOnly: true,
      prepare: async (page, press) => {
        const button = banner(page).getByRole('button', { name: t('consent', 'banner.customize') })
        return { gesture: () => press(button), answer: preferences }
      },
    },
    {
      name: 'footer cookie settings',
      // The footer's button opens the consent island's dialog; focus moving into it wakes that island.
      island: 'CookieConsent',
      url: '/',
      prepare: async (page, press) => {
        const button = page.getByRole('contentinfo').getByRole('button', { name: t('consent', 'settings') })
        return { gesture: () => press(button), answer: preferences }
      },
    },
    {
      name: 'chat open',
      island: 'Chat',
      url: '/',
      prepare: async (page, press) => {
        const button = page.getByRole('button', { name: t('chat', 'chatbot.open') })
        const answer: Visible = {
          kind: 'visible',
          selector: DIALOG,
          text: t('chat', 'chatbot.title'),
          has: { kind: 'visible', selector: TEXTBOX, name: t('chat', 'chatbot.label'), state: 'enabled' },
        }
        return { gesture: () => press(button), answer }
      },
    },
    {
      name: 'search Enter',
      island: 'SearchBox',
      url: '/',
      prepare: async (page, press) => {
        const box = page.getByRole('searchbox', { name: t('search', 'search.label') })
        await press(box)
        // Four characters a second; Enter comes as the fifth key, 250 ms after the last.
        for (const key of 'test') {
          await page.keyboard.press(key)
          await page.waitForTimeout(TYPING_MS)
        }
        const title = t('search', 'search.resultsTitle', { query: 'test' })
        return {
          gesture: () => box.press('Enter', { timeout: GESTURE_TIMEOUT }),
          answer: { kind: 'visible', selector: DIALOG, text: title },
        }
      },
    },
    {
      name: 'contact submit',
      island: 'ContactForm',
      url: '/contact',
      prepare: async (page, press) => {
        const form = page.getByRole('form', { name: t('forms', 'contact.title') })
        const options = { timeout: GESTURE_TIMEOUT }
        await typeInto(form.getByRole('textbox', { name: t('forms', 'contact.name') }), 'Camille', press)
        await typeInto(
          form.getByRole('textbox', { name: t('forms', 'contact.email') }),
          'c@exemple.fr',
          press,
        )
        await form
          .getByRole('combobox', { name: t('forms', 'contact.subject') })
          .selectOption({ label: t('forms', 'contact.subjects.general') }, options)
        await typeInto(form.getByRole('textbox', { name: t('forms', 'contact.message') }), 'Bonjour', press)
        const submit = form.getByRole('button', { name: t('forms', 'contact.submit') })
        const text = t('forms', 'contact.privacyRequiredTitle')
        return { gesture: () => press(submit), answer: { kind: 'visible', selector: MESSAGE, text } }
      },
    },
    {
      name: 'community open',
      island: 'CommunityJoin',
      url: '/community',
      prepare: async (page, press) => {
        const button = page.getByRole('button', { name: t('forms', 'community.open') })
        const text = t('forms', 'community.title')
        return { gesture: () => press(button), answer: { kind: 'visible', selector: DIALOG, text } }
      },
    },
    {
      name: 'community submit',
      island: 'CommunityJoin',
      url: '/community',
      prepare: async (page, press) => {
        const options = { timeout: GESTURE_TIMEOUT }
        await press(page.getByRole('button', { name: t('forms', 'community.open') }))
        const dialog = page.getByRole('dialog', { name: t('forms', 'community.title') })
        await dialog.waitFor({ ...options, state: 'visible' })
        await typeInto(dialog.getByRole('textbox', { name: t('forms', 'community.name') }), 'Camille', press)
        await typeInto(
          dialog.getByRole('textbox', { name: t('forms', 'community.email') }),
          'c@exemple.fr',
          press,
        )
        await typeInto(
          dialog.getByRole('textbox', { name: t('forms', 'community.profile') }),
          'Testeuse',
          press,
        )
        const privacy = dialog.getByRole('checkbox', { name: t('forms', 'community.privacy') })
        await press(privacy)
        if (!(await privacy.isChecked())) throw new Error('the privacy box did not tick')
        const submit = dialog.getByRole('button', { name: t('forms', 'community.submit') })
        const selector = await mark(submit, 'join-submit')
        // The sending state (the submit button disabled, or its sending label) or the success view.
        const answer: Condition = {
          kind: 'any',
          of: [
            { kind: 'visible', selector, state: 'disabled' },
            { kind: 'visible', selector: `${DIALOG} ${BUTTON}`, text: t('forms', 'community.sending') },
            { kind: 'visible', selector: DIALOG, text: t('forms', 'community.successTitle') },
          ],
        }
        return { gesture: () => press(submit), answer }
      },
    },
    {
      name: 'newsletter submit',
      island: 'Newsletter',
      url: '/',
      prepare: async (page, press) => {
        const form = page.getByRole('form', { name: t('common', 'newsletter.title') })
        await typeInto(
          form.getByRole('textbox', { name: t('common', 'newsletter.label') }),
          'c@exemple.fr',
          press,
        )
        const submit = form.getByRole('button', { name: t('common', 'newsletter.submit') })
        const answer: Visible = {
          kind: 'visible',
          selector: BUTTON,
          text: t('common', 'newsletter.submitting'),
          state: 'disabled',
        }
        return { gesture: () => press(submit), answer }
      },
    },
    {
      name: 'share copy',
      island: 'Share',
      url: '/blog/test-automation-strategy-2024',
      prepare: async (page, press) => {
        const button = page.getByRole('button', { name: t('forms', 'share.copy') })
        const text = t('forms', 'share.copiedTitle')
        return { gesture: () => press(button), answer: { kind: 'visible', selector: MESSAGE, text } }
      },
    },
  ]
}
