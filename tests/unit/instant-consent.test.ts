// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installConsent } from '../../islands/instant/consent.ts'
import { CONSENT_KEY, CONSENT_NEEDED_CLASS, makeConsent } from '../../shared/consent.ts'

// One document for the file: the head script installs its listeners once per page.
installConsent(document)

const page = (hydrated = false) => {
  document.documentElement.className = CONSENT_NEEDED_CLASS
  document.body.innerHTML = `
    <div data-island="CookieConsent" ${hydrated ? 'data-hydrated="true"' : ''}>
      <section id="cookie-consent">
        <button data-consent="customize">Customize</button>
        <button data-consent="necessary">Necessary only</button>
        <button data-consent="all">Accept all</button>
      </section>
      <dialog id="consent-dialog">
        <input type="checkbox" name="necessary" checked disabled>
        <input type="checkbox" name="analytics"><input type="checkbox" name="marketing">
        <input type="checkbox" name="functional">
        <button data-consent="save">Save</button>
      </dialog>
    </div>
    <footer><button data-consent="customize" id="settings">Cookie settings</button></footer>`
}
const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click()
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null')
const box = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement

describe('the head script answers the consent buttons before React', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('Necessary only saves the three optional categories off, reveals no more banner, runs no hook', () => {
    page()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    click('[data-consent="necessary"]')
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false })
    expect(document.documentElement.classList.contains(CONSENT_NEEDED_CLASS)).toBe(false)
    expect(log).not.toHaveBeenCalled()
  })

  it('Accept all saves everything on and logs one line per category', () => {
    page()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    click('[data-consent="all"]')
    expect(stored()).toMatchObject({ analytics: true, marketing: true, functional: true, version: 1 })
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      'Cookie consent: analytics accepted',
      'Cookie consent: marketing accepted',
      'Cookie consent: functional accepted',
    ])
  })

  it('Customize loads the stored choice into the switches; Save stores them and closes the dialog', () => {
    page()
    document.documentElement.classList.remove(CONSENT_NEEDED_CLASS)
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify(makeConsent({ analytics: false, marketing: true, functional: false }, Date.now())),
    )
    box('analytics').checked = true
    click('#settings')
    expect([box('analytics').checked, box('marketing').checked, box('functional').checked]).toEqual([
      false,
      true,
      false,
    ])
    const dialog = document.getElementById('consent-dialog') as HTMLDialogElement
    dialog.showModal()
    box('functional').checked = true
    vi.spyOn(console, 'log').mockImplementation(() => {})
    click('[data-consent="save"]')
    expect(stored()).toMatchObject({ analytics: false, marketing: true, functional: true })
    expect(dialog.open).toBe(false)
  })

  it('Customize with no valid stored choice shows every optional switch off', () => {
    page()
    box('marketing').checked = true
    click('[data-consent="customize"]')
    expect(box('marketing').checked).toBe(false)
  })

  it('an answered click is not passed on (the loader must not hold it for React to replay)', () => {
    page()
    const later = vi.fn()
    document.addEventListener('click', later, true)
    click('[data-consent="necessary"]')
    document.removeEventListener('click', later, true)
    expect(later).not.toHaveBeenCalled()
  })

  it('steps aside once the island has hydrated: React answers then', () => {
    page(true)
    click('[data-consent="necessary"]')
    expect(stored()).toBeNull()
  })
})
