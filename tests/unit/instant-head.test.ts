// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { JS_CLASS } from '../../islands/attributes.ts'
import { markConsentNeeded } from '../../islands/instant/consentNeeded.ts'
import { applyLanguage } from '../../islands/instant/language.ts'
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_NEEDED_CLASS,
  makeConsent,
  NO_OPTIONAL,
} from '../../shared/consent.ts'
import { LANGUAGE_STORAGE_KEY } from '../../shared/languages.ts'

const NOW = Date.parse('2026-11-23T08:00:00Z')

beforeEach(() => {
  localStorage.clear()
  document.documentElement.className = ''
  document.documentElement.lang = 'fr'
  document.head.innerHTML = `
    <link rel="alternate" hreflang="fr" href="https://www.example.org/contact">
    <link rel="alternate" hreflang="en" href="https://www.example.org/en/contact">`
  document.body.innerHTML = '<a href="/en/contact" data-lang-switch="en">English</a>'
})

describe('the head script: consent', () => {
  const needed = () => document.documentElement.classList.contains(CONSENT_NEEDED_CLASS)

  it('shows the banner when nothing is stored', () => {
    markConsentNeeded(document, NOW)
    expect(needed()).toBe(true)
  })

  it('keeps it hidden for a valid choice', () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(makeConsent(NO_OPTIONAL, NOW - 1000)))
    markConsentNeeded(document, NOW)
    expect(needed()).toBe(false)
  })

  it('asks again for a choice older than six months, of another version, or unreadable', () => {
    for (const raw of [
      JSON.stringify(makeConsent(NO_OPTIONAL, NOW - CONSENT_MAX_AGE_MS - 1000)),
      JSON.stringify({ ...makeConsent(NO_OPTIONAL, NOW), version: 0 }),
      JSON.stringify({ ...makeConsent(NO_OPTIONAL, NOW), analytics: 'yes' }),
      '{not json',
    ]) {
      document.documentElement.className = ''
      localStorage.setItem(CONSENT_KEY, raw)
      markConsentNeeded(document, NOW)
      expect(needed(), raw).toBe(true)
    }
  })
})

describe('the head script: language', () => {
  const run = (href: string) => {
    const visits: string[] = []
    applyLanguage(document, href, (path) => visits.push(path))
    return visits
  }

  it('marks that JavaScript runs and stays on a page in the stored language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr')
    expect(run('https://www.example.org/contact')).toEqual([])
    expect(document.documentElement.classList.contains(JS_CLASS)).toBe(true)
  })

  it('sends a visitor who chose English to the English page, query and fragment kept', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    expect(run('https://www.example.org/contact?service=audit#form')).toEqual([
      '/en/contact?service=audit#form',
    ])
  })

  it('turns ?lang=en into the English page and remembers it', () => {
    expect(run('https://www.example.org/contact?lang=en&x=1')).toEqual(['/en/contact?x=1'])
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('ignores an unknown language and never follows the browser language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de')
    expect(run('https://www.example.org/contact?lang=xx')).toEqual([])
  })

  it('remembers the language chosen with the switcher', () => {
    run('https://www.example.org/contact')
    document
      .querySelector<HTMLAnchorElement>('a[data-lang-switch]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  })
})
