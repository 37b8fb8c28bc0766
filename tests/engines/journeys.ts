/**
 * The visitor journeys every engine must pass (issue 23), written once against ./driver.ts: a first
 * visit's cookie choices, the preferences and the footer's settings, the chat, the contact form, the
 * community join dialog, the home search and its hand-off, the mobile menu, the keyboard alone (issue 34:
 * no pointer, a focus ring at every stop), the languages, "copy link", a native post without JavaScript,
 * and an Arabic page. What must answer at once (the banner closing, a
 * dialog or panel opening) is checked right after the click, without waiting.
 */
import { HYDRATED_ATTRIBUTE, ISLANDS_READY_ATTRIBUTE, WOKEN_ATTRIBUTE } from '../../islands/attributes.ts'
import { stored, uniqueEmail } from '../e2e/inbox.ts'
import { type Engine, label, poll, type Tab, type Target, toWire, type VisitorOptions } from './driver.ts'

/** Where the engines' server keeps its inbox (tests/engines/server.ts). */
export const ENGINES_DATA_DIR = '.engines-data'
const storedIn = (form: string, email: string) =>
  stored(form, (s) => s.data.email === email, ENGINES_DATA_DIR)

export interface Journey {
  name: string
  run(visit: Visitor): Promise<void>
}

/** Opens a new visitor (nothing stored) in the engine; the harness checks its console afterwards. */
export type Visitor = (options?: VisitorOptions) => Promise<Tab>

interface Seen {
  shown: boolean
  name?: string
  text?: string
  value?: string
  checked?: boolean
  disabled?: boolean
  focused?: boolean
  href?: string | null
}

/** What the visitor sees of a target now. */
const look = (tab: Tab, target: Target) => tab.run<Seen>('return state(arguments[0])', toWire(target))

/** Waits until the target shows (or, with `shown` false, until it no longer does). */
async function see(tab: Tab, target: Target, shown = true): Promise<void> {
  await poll(
    async () => (await tab.shown(target)) === shown,
    () => `${label(target)} ${shown ? 'never showed' : 'is still shown'}`,
    SEE_MS,
    SEE_PATIENCE,
  )
}
/** How long a target may take to show, and one look at it (Firefox without JavaScript looks in a second). */
const SEE_MS = 10_000
const SEE_PATIENCE = 5_000

/** The target shows right now: answered at once, not after a load. */
async function seeNow(tab: Tab, target: Target, shown = true): Promise<Seen> {
  const seen = await look(tab, target)
  if (seen.shown !== shown)
    throw new Error(
      `${label(target)} ${shown ? 'did not show at once' : 'was still shown right after the tap'}`,
    )
  return seen
}

/** Waits until a page-side expression holds; says what it last was when it does not. */
async function until(tab: Tab, what: string, body: string, ...args: unknown[]): Promise<void> {
  let last: unknown
  await poll(
    async () => {
      last = await tab.run(`return (${body})`, ...args)
      return last === true
    },
    () => `never true: ${what} (last: ${JSON.stringify(last)})`,
  )
}

function equal(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

const path = (tab: Tab) => tab.run<string>('return location.pathname + location.search')
const storedChoice = (tab: Tab) =>
  tab.run<Record<string, unknown> | null>(
    "return JSON.parse(localStorage.getItem('cookieConsent') || 'null')",
  )
const choices = (consent: Record<string, unknown> | null) =>
  consent && {
    necessary: consent.necessary,
    analytics: consent.analytics,
    marketing: consent.marketing,
    functional: consent.functional,
  }

const banner: Target = { role: 'region', name: 'Vos choix en matière de cookies' }
const preferences: Target = { role: 'dialog', name: 'Préférences de cookies' }
const inPreferences = (role: string, name: string): Target => ({ role, name, within: preferences })
const chatPanel: Target = { role: 'dialog', name: 'Assistant Qualixa' }
const joinDialog: Target = { role: 'dialog', name: 'Rejoindre la communauté' }
const contactForm: Target = { role: 'form', name: 'Formulaire de contact' }
const inContact = (role: string, name: string | RegExp): Target => ({ role, name, within: contactForm })

/** Fills the community join form (in its dialog, or on the page without JavaScript). */
async function fillJoin(tab: Tab, within: Target | undefined, email: string): Promise<void> {
  const field = (name: string): Target => ({ role: 'textbox', name, ...(within ? { within } : {}) })
  await tab.type(field('Nom complet'), 'Camille Testeuse')
  await tab.type(field('E-mail'), email)
  await tab.type(field('Profil et motivations'), 'Testeuse depuis 5 ans, curieuse des outils.')
  await tab.click({ role: 'checkbox', ...(within ? { within } : {}) })
}

/** Where the focus is now (page-lib.js focusStop). */
const focusStop = (tab: Tab) => tab.run<{ role: string; name: string; ring: boolean }>('return focusStop()')

/**
 * Presses Tab until the focus is on the target, as a keyboard visitor does; at every stop on the way, a
 * focus ring must show (what does not is written into `unringed`).
 */
async function tabTo(tab: Tab, target: Target, unringed: string[], max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    await tab.press('Tab')
    const stop = await focusStop(tab)
    if (stop.role && !stop.ring) unringed.push(`${stop.role} "${stop.name}"`)
    if (await tab.run<boolean>('return find(arguments[0]) === document.activeElement', toWire(target))) return
  }
  throw new Error(`${label(target)} never had the focus in ${max} presses of Tab`)
}

/** The focus is on the target now, with its ring. */
async function focusedNow(tab: Tab, target: Target, unringed: string[]): Promise<void> {
  await until(
    tab,
    `the focus on ${label(target)}`,
    'find(arguments[0]) === document.activeElement',
    toWire(target),
  )
  const stop = await focusStop(tab)
  if (!stop.ring) unringed.push(`${stop.role} "${stop.name}"`)
}

/** The keyboard alone, in every engine (issue 34): no pointer at all, and a focus ring at every stop. */
export const KEYBOARD_JOURNEY: Journey = {
  name: "the keyboard alone: the banner's preferences saved, the menu, the chat asked and closed, the search and Escape; a focus ring at every stop",
  async run(visit) {
    const tab = await visit()
    const unringed: string[] = []
    await tab.goto('/')
    await see(tab, banner)
    await tabTo(tab, { role: 'button', name: 'Personnaliser', within: banner }, unringed)
    await tab.press('Enter')
    await seeNow(tab, preferences)
    const analytics = inPreferences('switch', "Mesure d'audience")
    await focusedNow(tab, analytics, unringed)
    await tab.press('Space')
    equal((await look(tab, analytics)).checked, true, 'analytics switched on by Space')
    await tabTo(tab, inPreferences('button', 'Enregistrer mes choix'), unringed)
    await tab.press('Enter')
    await seeNow(tab, preferences, false)
    await seeNow(tab, banner, false)
    equal(
      choices(await storedChoice(tab)),
      { necessary: true, analytics: true, marketing: false, functional: false },
      'stored choice',
    )

    await tab.setViewport(390, 844)
    await tab.goto('/careers')
    await tabTo(tab, { role: 'button', name: 'Menu' }, unringed)
    await tab.press('Enter')
    const menu: Target = { role: 'navigation', name: 'Menu principal' }
    await see(tab, menu)
    await tabTo(tab, { role: 'link', name: 'Nos bureaux', within: menu }, unringed)
    await tab.press('Enter')
    await until(tab, 'on /about/offices', "location.pathname === '/about/offices'")

    await tabTo(tab, { role: 'button', name: "Ouvrir l'assistant" }, unringed)
    await tab.press('Enter')
    await seeNow(tab, chatPanel)
    const input: Target = { role: 'textbox', name: 'Votre message', within: chatPanel }
    await focusedNow(tab, input, unringed)
    await tab.keys('Où sont vos bureaux ?')
    await tab.press('Enter')
    await see(tab, { role: 'link', name: 'Nos bureaux', within: { role: 'log', within: chatPanel } })
    await focusedNow(tab, input, unringed)
    await tab.press('Escape')
    await see(tab, chatPanel, false)
    await focusedNow(tab, { role: 'button', name: "Ouvrir l'assistant" }, unringed)

    await tab.setViewport(1280, 800)
    await tab.goto('/')
    const box: Target = { role: 'searchbox', name: 'Rechercher une expertise ou un profil de consultant' }
    await tabTo(tab, box, unringed)
    await tab.keys('SAP')
    await tab.press('Enter')
    const results: Target = { role: 'dialog', name: /Résultats pour « SAP »/ }
    await see(tab, { role: 'heading', name: 'Testeur SAP', within: results })
    await tab.press('Escape')
    await see(tab, results, false)
    await focusedNow(tab, box, unringed)
    if (unringed.length) throw new Error(`no focus ring on: ${[...new Set(unringed)].join(', ')}`)
  },
}

export const JOURNEYS: Journey[] = [
  {
    name: 'first visit: "Nécessaires uniquement" hides the banner at once and is remembered',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/')
      await see(tab, banner)
      await tab.click({ role: 'button', name: 'Nécessaires uniquement', within: banner })
      await seeNow(tab, banner, false)
      equal(
        choices(await storedChoice(tab)),
        { necessary: true, analytics: false, marketing: false, functional: false },
        'stored choice',
      )
      await tab.reload()
      await seeNow(tab, banner, false)
    },
  },
  {
    name: '"Personnaliser": four switches, saved; the footer\'s "Paramètres des cookies" reopens them; Escape closes',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/contact')
      await tab.click({ role: 'button', name: 'Personnaliser', within: banner })
      await seeNow(tab, preferences)
      const switches = await tab.run<{ name: string; checked: boolean; disabled: boolean }[]>(
        'return findAll(arguments[0]).map((el) => ({ name: nameOf(el), checked: el.checked, disabled: el.disabled }))',
        toWire({ role: 'switch', within: preferences }),
      )
      equal(
        switches,
        [
          { name: 'Nécessaires', checked: true, disabled: true },
          { name: "Mesure d'audience", checked: false, disabled: false },
          { name: 'Marketing', checked: false, disabled: false },
          { name: 'Fonctionnels', checked: false, disabled: false },
        ],
        'the switches',
      )
      await tab.click(inPreferences('switch', "Mesure d'audience"))
      equal(
        (await look(tab, inPreferences('switch', "Mesure d'audience"))).checked,
        true,
        'analytics switched on',
      )
      await tab.click(inPreferences('button', 'Enregistrer mes choix'))
      await seeNow(tab, preferences, false)
      await seeNow(tab, banner, false)
      equal(
        choices(await storedChoice(tab)),
        { necessary: true, analytics: true, marketing: false, functional: false },
        'stored choice',
      )
      await tab.click({ role: 'button', name: 'Paramètres des cookies', within: { role: 'contentinfo' } })
      await seeNow(tab, preferences)
      equal(
        (await look(tab, inPreferences('switch', "Mesure d'audience"))).checked,
        true,
        'the stored choice shown',
      )
      await tab.press('Escape')
      await see(tab, preferences, false)
      await tab.reload()
      await tab.click({ role: 'button', name: 'Paramètres des cookies', within: { role: 'contentinfo' } })
      await seeNow(tab, preferences)
      await tab.press('Escape')
      await see(tab, preferences, false)
    },
  },
  {
    name: 'chat: opens with its welcome, empty cannot be sent, Enter sends and the answer links a page',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/about')
      await tab.click({ role: 'button', name: "Ouvrir l'assistant" })
      await seeNow(tab, chatPanel)
      const log: Target = { role: 'log', within: chatPanel }
      await see(tab, log)
      if (!(await look(tab, log)).text?.includes("Bonjour ! Je suis l'assistant de Qualixa."))
        throw new Error('no welcome message in the chat')
      const send: Target = { role: 'button', name: 'Envoyer', within: chatPanel }
      equal((await look(tab, send)).disabled, true, 'send, with nothing typed')
      await tab.type({ role: 'textbox', name: 'Votre message', within: chatPanel }, '   ')
      equal((await look(tab, send)).disabled, true, 'send, with spaces only')
      await tab.type({ role: 'textbox', name: 'Votre message', within: chatPanel }, 'Où sont vos bureaux ?')
      await tab.press('Enter')
      const answerLink: Target = { role: 'link', name: 'Nos bureaux', within: log }
      await see(tab, answerLink)
      equal((await look(tab, answerLink)).href, '/about/offices', 'the answer links the offices page')
      await until(
        tab,
        'the question shows in the conversation and the input is emptied',
        "find(arguments[0]).textContent.includes('Où sont vos bureaux ?') && document.getElementById('chat-input').value === ''",
        toWire(log),
      )
    },
  },
  {
    name: 'contact: the privacy error keeps what was typed, then the success toast; the lead is stored',
    async run(visit) {
      const tab = await visit()
      const email = uniqueEmail('engine-contact')
      await tab.goto('/contact')
      await tab.type(inContact('textbox', 'Nom complet'), 'Jeanne Martin')
      await tab.type(inContact('textbox', 'E-mail professionnel'), email)
      // A native select's list is drawn by the engine outside the page: its value is chosen by script.
      await tab.run(
        "const s = find(arguments[0]); s.value = 'Audits qualité'; s.dispatchEvent(new Event('change', { bubbles: true }))",
        toWire(inContact('combobox', 'Sujet')),
      )
      await tab.type(inContact('textbox', 'Votre message'), 'Nous lançons en mars et voulons un audit.')
      await tab.click(inContact('button', 'Envoyer le message'))
      await until(
        tab,
        'the privacy toast shows',
        "findAll({ role: 'alert' }).some((el) => visible(el) && el.textContent.includes('Politique de confidentialité requise'))",
      )
      equal((await look(tab, inContact('textbox', 'Nom complet'))).value, 'Jeanne Martin', 'name kept')
      equal((await look(tab, inContact('textbox', 'E-mail professionnel'))).value, email, 'e-mail kept')
      equal((await look(tab, inContact('combobox', 'Sujet'))).value, 'Audits qualité', 'subject kept')
      await tab.click(inContact('checkbox', /politique de confidentialité/))
      await tab.click(inContact('button', 'Envoyer le message'))
      await until(
        tab,
        'the success toast shows',
        "findAll({ role: 'status' }).some((el) => visible(el) && el.textContent.includes('Message envoyé avec succès !'))",
      )
      const rows = storedIn('contact', email)
      equal(
        rows.map((s) => s.data.subject),
        ['Audits qualité'],
        'the stored lead',
      )
    },
  },
  {
    name: 'community: the join dialog shows its errors, then sends and stores the request',
    async run(visit) {
      const tab = await visit()
      const email = uniqueEmail('engine-join')
      await tab.goto('/community')
      await tab.click({ role: 'button', name: 'Rejoindre la communauté Slack' })
      await seeNow(tab, joinDialog)
      await tab.click({ role: 'button', name: 'Envoyer ma demande', within: joinDialog })
      await until(
        tab,
        'three "required" errors in the dialog',
        "find(arguments[0]).textContent.split('Ce champ est obligatoire.').length - 1 === 3",
        toWire(joinDialog),
      )
      await fillJoin(tab, joinDialog, email)
      await tab.click({ role: 'button', name: 'Envoyer ma demande', within: joinDialog })
      // The dialog is then named by its new title.
      await see(tab, {
        role: 'heading',
        name: 'Demande envoyée !',
        within: { role: 'dialog', name: 'Demande envoyée !' },
      })
      if (storedIn('community', email).length !== 1) throw new Error('the request is not stored')
    },
  },
  {
    name: 'home search: Enter opens the results, Escape closes them, a result hands off to /contact',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/')
      const box: Target = { role: 'searchbox', name: 'Rechercher une expertise ou un profil de consultant' }
      await tab.type(box, 'SAP')
      await tab.press('Enter')
      const results: Target = { role: 'dialog', name: /Résultats pour « SAP »/ }
      await see(tab, { role: 'heading', name: 'Testeur SAP', within: results })
      await tab.press('Escape')
      await see(tab, results, false)
      await tab.click(box)
      await tab.press('Enter')
      await tab.click({ role: 'link', name: /Demander ce profil/, within: results })
      await until(
        tab,
        'on /contact with the search parameters',
        "location.pathname + location.search === '/contact?subject=Testeur+SAP&type=sap_tester&from=search'",
      )
      await until(
        tab,
        'the prefill notice and the subject',
        "findAll({ role: 'status' }).some((el) => visible(el) && el.textContent.includes('Formulaire pré-rempli depuis votre recherche : « Testeur SAP ».')) && find(arguments[0]).value === 'Testeur SAP'",
        toWire(inContact('combobox', 'Sujet')),
      )
    },
  },
  {
    name: 'the mobile menu at 390 px opens, leads to a page, and nothing scrolls sideways',
    async run(visit) {
      const tab = await visit()
      await tab.setViewport(390, 844)
      await tab.goto('/careers')
      await see(tab, { role: 'navigation', name: 'Navigation principale' }, false)
      await until(tab, 'no sideways scrolling', 'document.documentElement.scrollWidth <= window.innerWidth')
      await tab.click({ role: 'button', name: 'Menu' })
      const menu: Target = { role: 'navigation', name: 'Menu principal' }
      await see(tab, { role: 'link', name: 'Robotique', within: menu })
      await tab.click({ role: 'link', name: 'Nos bureaux', within: menu })
      await until(tab, 'on /about/offices', "location.pathname === '/about/offices'")
      await see(tab, menu, false)
    },
  },
  KEYBOARD_JOURNEY,
  {
    name: 'languages: the switcher and the stored language, then ?lang=en',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/about/methodologies')
      await tab.click({ role: 'link', name: /English/, within: { role: 'group', name: 'Langue' } })
      await until(tab, 'on the English page', "location.pathname === '/en/about/methodologies'")
      equal(await tab.run("return localStorage.getItem('language')"), 'en', 'the stored language')
      await tab.goto('/consultants')
      await until(tab, 'sent to the English page', "location.pathname === '/en/consultants'")
      await tab.click({ role: 'link', name: /Français/, within: { role: 'group', name: 'Language' } })
      await until(tab, 'back in French', "location.pathname === '/consultants'")
      const fresh = await visit()
      await fresh.goto('/contact?lang=en&subject=Audit')
      await until(
        fresh,
        'sent to the English page',
        "location.pathname + location.search === '/en/contact?subject=Audit'",
      )
      equal(await path(fresh), '/en/contact?subject=Audit', 'the address')
      equal(await fresh.run("return localStorage.getItem('language')"), 'en', 'the stored language')
    },
  },
  {
    name: 'article: "Copier le lien" shows its toast at once',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/blog/test-automation-strategy-2024')
      await tab.click({ role: 'button', name: 'Copier le lien' })
      await until(
        tab,
        'the "link copied" toast',
        "findAll({ role: 'status' }).some((el) => visible(el) && el.textContent.includes('Lien copié !'))",
      )
      // The clipboard answered (an engine that refuses it shows "Copie impossible").
      await new Promise((resolve) => setTimeout(resolve, 300))
      await until(
        tab,
        'no "copy failed" toast',
        "!findAll({ role: 'alert' }).some((el) => visible(el) && el.textContent.includes('Copie impossible'))",
      )
    },
  },
  {
    name: 'without JavaScript: the community join form posts natively and is stored',
    async run(visit) {
      const tab = await visit({ javaScript: false })
      const email = uniqueEmail('engine-nojs')
      await tab.goto('/community')
      await fillJoin(tab, undefined, email)
      await tab.click({ role: 'button', name: 'Envoyer ma demande' })
      await see(tab, { role: 'heading', name: 'Message envoyé' })
      if (storedIn('community', email).length !== 1) throw new Error('the request is not stored')
    },
  },
  {
    name: 'Arabic: right to left, and the chat answers in Arabic',
    async run(visit) {
      const tab = await visit()
      await tab.goto('/ar')
      equal(
        await tab.run('return [document.documentElement.lang, document.documentElement.dir]'),
        ['ar', 'rtl'],
        'lang and dir',
      )
      await tab.click({ role: 'button', name: 'فتح المساعد' })
      const panel: Target = { role: 'dialog', name: 'مساعد Qualixa' }
      await seeNow(tab, panel)
      await tab.type({ role: 'textbox', name: 'رسالتكم', within: panel }, 'أين مكاتبكم؟')
      await tab.press('Enter')
      const answerLink: Target = { role: 'link', name: /./, within: { role: 'log', within: panel } }
      await see(tab, answerLink)
      const link = await look(tab, answerLink)
      if (!link.href?.startsWith('/ar/')) throw new Error(`the answer links ${link.href}, not an Arabic page`)
      await until(
        tab,
        'an answer in Arabic script',
        "[...find(arguments[0]).querySelectorAll('a')].some((a) => /[\\u0600-\\u06FF]/.test(a.closest('li, div, p').textContent))",
        toWire({ role: 'log', within: panel }),
      )
    },
  },
]

/** Runs a journey in an engine; then no tab it opened may have logged an error. */
export async function runJourney(engine: Engine, journey: Journey): Promise<void> {
  const tabs: Tab[] = []
  const visit: Visitor = async (options) => {
    const tab = await engine.visitor(options)
    tabs.push(tab)
    return tab
  }
  try {
    await journey.run(visit)
    const errors = (await Promise.all(tabs.map((tab) => tab.errors()))).flat()
    if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`)
  } catch (error) {
    const tab = tabs.at(-1)
    const where = await tab?.run<string>('return location.href').catch(() => '?')
    throw new Error(
      `${engine.name}: ${journey.name}\n  at ${where}\n  ${(error as Error).message}${tab ? await whatThePageSaid(tab) : ''}`,
    )
  } finally {
    await Promise.all(tabs.map((tab) => tab.close().catch(() => {})))
  }
}

/**
 * What a failed journey's last tab can still tell: whether the islands loader ran, each island's loading
 * state (woken by a gesture, hydrating, hydrated) and the console errors so far, so that a failure on a
 * busy machine explains itself.
 */
async function whatThePageSaid(tab: Tab): Promise<string> {
  // The loader's own marks (islands/attributes.ts); "hydrating" is the dataset flag islands/client.ts sets.
  const marks = { woken: WOKEN_ATTRIBUTE, hydrating: 'data-hydrating', hydrated: HYDRATED_ATTRIBUTE }
  const islands = await tab
    .run<string[]>(
      `const [ready, marks] = arguments
      const loader = document.documentElement.hasAttribute(ready) ? 'loader ran' : 'loader not run'
      const states = [...document.querySelectorAll('[data-island]')].map((el) =>
        el.dataset.island + ': ' + (Object.keys(marks).filter((s) => el.hasAttribute(marks[s])).join(', ') || 'not woken'))
      return [loader, ...states]`,
      ISLANDS_READY_ATTRIBUTE,
      marks,
    )
    .catch((error: unknown) => [`(unreadable: ${error})`])
  const errors = await tab.errors().catch(() => ['(unreadable)'])
  return `\n  ${islands.join('; ')}\n  console errors: ${errors.join('\n    ') || 'none'}`
}

/** An engine as the accessibility statement names it: its name and major version (WebKitGTK's minor too). */
export function engineLabel(name: string, version: string): string {
  const major = (name === 'webkit' ? /\d+\.\d+/ : /\d+/).exec(version.replace(/^\D*/, ''))?.[0] ?? '?'
  const names: Record<string, string> = {
    chromium: 'Chromium',
    'chromium-legacy': 'Chromium (fallbacks)',
    firefox: 'Firefox ESR',
    webkit: 'WebKitGTK',
  }
  return `${names[name] ?? name} ${major}`
}
