// Bench, first interactions: the ten gestures and the answer each needs, found by role and by the visible
// names of the page's language (locales/<lang>), so that one row runs on any edition, and in any browser
// the bench drives (interaction-drive.ts; interaction-run.ts runs them, in Chromium, Firefox and WebKit
// through interaction-chromium.ts, interaction-firefox.ts and interaction-webkit.ts).
import { readFileSync } from 'node:fs'
import { localizePath } from '../../core/urls.ts'
import { DEFAULT_LANG, type SiteLang } from '../../shared/languages.ts'
import type { Condition, Visible } from './interaction-answer.ts'
import { type Drive, type Target, TYPING_MS } from './interaction-drive.ts'

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

// ---------------------------------------------------------------------------------------------------------
// The rows.

export interface Row {
  name: string
  /** The island whose hydration ends the byte count. */
  island: string
  url: string
  /** Only for a first-time visitor (the banner is not shown to a returning one). */
  firstTimeOnly?: boolean
  /** The answer may be gone before the next frame (a sending state): checked after each DOM change too. */
  fleeting?: boolean
  /**
   * The steps before the measured gesture (forms are typed at a visitor's pace: the time a form takes to
   * fill is part of what a first interaction with it is); returns the gesture and the answer it needs.
   */
  prepare: (drive: Drive) => Promise<{ gesture: () => Promise<void>; answer: Condition }>
}

/** The rows on the pages of a language: the same gestures, named in that language. */
export function rowsFor(lang: SiteLang): Row[] {
  const rows = rowsIn(texts(lang))
  if (lang === DEFAULT_LANG) return rows
  return rows.map((row) => ({ ...row, name: `${row.name} (${lang})`, url: localizePath(row.url, lang) }))
}

function rowsIn(t: ReturnType<typeof texts>): Row[] {
  const banner: Target = { role: 'region', name: t('consent', 'banner.title') }
  const preferences: Condition = { kind: 'visible', selector: DIALOG, text: t('consent', 'dialog.title') }
  const button = (ns: string, key: string, within?: Target): Target => ({
    role: 'button',
    name: t(ns, key),
    ...(within ? { within } : {}),
  })
  const textbox = (within: Target, key: string): Target => ({
    role: 'textbox',
    name: t('forms', key),
    within,
  })
  return [
    {
      name: 'banner answer',
      island: 'CookieConsent',
      url: '/',
      firstTimeOnly: true,
      prepare: async (drive) => {
        const selector = await drive.mark(banner, 'banner')
        const target = button('consent', 'banner.necessaryOnly', banner)
        return { gesture: () => drive.press(target), answer: { kind: 'hidden', selector } }
      },
    },
    {
      name: 'banner customize',
      island: 'CookieConsent',
      url: '/',
      firstTimeOnly: true,
      prepare: async (drive) => {
        const target = button('consent', 'banner.customize', banner)
        return { gesture: () => drive.press(target), answer: preferences }
      },
    },
    {
      name: 'footer cookie settings',
      // The footer's button opens the consent island's dialog; focus moving into it wakes that island.
      island: 'CookieConsent',
      url: '/',
      prepare: async (drive) => {
        const target = button('consent', 'settings', { role: 'contentinfo' })
        return { gesture: () => drive.press(target), answer: preferences }
      },
    },
    {
      name: 'chat open',
      island: 'Chat',
      url: '/',
      prepare: async (drive) => {
        const answer: Visible = {
          kind: 'visible',
          selector: DIALOG,
          text: t('chat', 'chatbot.title'),
          has: { kind: 'visible', selector: TEXTBOX, name: t('chat', 'chatbot.label'), state: 'enabled' },
        }
        return { gesture: () => drive.press(button('chat', 'chatbot.open')), answer }
      },
    },
    {
      name: 'search Enter',
      island: 'SearchBox',
      url: '/',
      prepare: async (drive) => {
        // Four characters a second; Enter comes as the fifth key, 250 ms after the last.
        await drive.type({ role: 'searchbox', name: t('search', 'search.label') }, 'test')
        await drive.pause(TYPING_MS)
        const title = t('search', 'search.resultsTitle', { query: 'test' })
        return {
          gesture: () => drive.key('Enter'),
          answer: { kind: 'visible', selector: DIALOG, text: title },
        }
      },
    },
    {
      name: 'contact submit',
      island: 'ContactForm',
      url: '/contact',
      prepare: async (drive) => {
        const form: Target = { role: 'form', name: t('forms', 'contact.title') }
        await drive.type(textbox(form, 'contact.name'), 'Camille')
        await drive.type(textbox(form, 'contact.email'), 'c@exemple.fr')
        const subject = { role: 'combobox', name: t('forms', 'contact.subject'), within: form }
        await drive.select(subject, t('forms', 'contact.subjects.general'))
        await drive.type(textbox(form, 'contact.message'), 'Bonjour')
        const text = t('forms', 'contact.privacyRequiredTitle')
        return {
          gesture: () => drive.press(button('forms', 'contact.submit', form)),
          answer: { kind: 'visible', selector: MESSAGE, text },
        }
      },
    },
    {
      name: 'community open',
      island: 'CommunityJoin',
      url: '/community',
      prepare: async (drive) => {
        const text = t('forms', 'community.title')
        return {
          gesture: () => drive.press(button('forms', 'community.open')),
          answer: { kind: 'visible', selector: DIALOG, text },
        }
      },
    },
    {
      name: 'community submit',
      fleeting: true,
      island: 'CommunityJoin',
      url: '/community',
      prepare: async (drive) => {
        await drive.press(button('forms', 'community.open'))
        const dialog: Target = { role: 'dialog', name: t('forms', 'community.title') }
        await drive.waitShown(dialog)
        await drive.type(textbox(dialog, 'community.name'), 'Camille')
        await drive.type(textbox(dialog, 'community.email'), 'c@exemple.fr')
        await drive.type(textbox(dialog, 'community.profile'), 'Testeuse')
        const privacy = { role: 'checkbox', name: t('forms', 'community.privacy'), within: dialog }
        await drive.press(privacy)
        if (!(await drive.checked(privacy))) throw new Error('the privacy box did not tick')
        const submit = button('forms', 'community.submit', dialog)
        const selector = await drive.mark(submit, 'join-submit')
        // The sending state (the submit button disabled, or its sending label) or the success view.
        const answer: Condition = {
          kind: 'any',
          of: [
            { kind: 'visible', selector, state: 'disabled' },
            { kind: 'visible', selector: `${DIALOG} ${BUTTON}`, text: t('forms', 'community.sending') },
            { kind: 'visible', selector: DIALOG, text: t('forms', 'community.successTitle') },
          ],
        }
        return { gesture: () => drive.press(submit), answer }
      },
    },
    {
      name: 'newsletter submit',
      fleeting: true,
      island: 'Newsletter',
      url: '/',
      prepare: async (drive) => {
        const form: Target = { role: 'form', name: t('common', 'newsletter.title') }
        await drive.type(
          { role: 'textbox', name: t('common', 'newsletter.label'), within: form },
          'c@exemple.fr',
        )
        const answer: Visible = {
          kind: 'visible',
          selector: BUTTON,
          text: t('common', 'newsletter.submitting'),
          state: 'disabled',
        }
        return { gesture: () => drive.press(button('common', 'newsletter.submit', form)), answer }
      },
    },
    {
      name: 'share copy',
      island: 'Share',
      url: '/blog/test-automation-strategy-2024',
      prepare: async (drive) => {
        const text = t('forms', 'share.copiedTitle')
        return {
          gesture: () => drive.press(button('forms', 'share.copy')),
          answer: { kind: 'visible', selector: MESSAGE, text },
        }
      },
    },
  ]
}
