// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { HELD_CLICKS, ISLANDS_READY_ATTRIBUTE, WOKEN_ATTRIBUTE } from '../../islands/attributes.ts'
import { wantsEarly } from '../../islands/early.ts'
import { installBoot } from '../../islands/instant/boot.ts'

// Preloads are asked for, never answered: no server runs here.
;(
  window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }
).happyDOM.settings.fetch.interceptor = {
  beforeAsyncRequest: async () => new Response(null, { status: 204 }),
}

/** A fresh document per test: the head script installs its listeners once per page. */
function page(
  body: string,
  html = 'data-islands="/islands/client.js" data-preload="/s.css /islands/client.js /islands/runtime.js"',
) {
  const doc = document.implementation.createHTMLDocument('')
  for (const attr of html.match(/[\w-]+="[^"]*"/g) ?? []) {
    const [name, value] = attr.split('=') as [string, string]
    doc.documentElement.setAttribute(name, value.slice(1, -1))
  }
  doc.body.innerHTML = body
  installBoot(doc)
  return doc
}
const island = `
  <div data-island="Chat" data-hydrate="interaction" data-preload="/islands/Chat.js /locales/fr/chat.json">
    <button id="send" type="submit">Send</button>
    <button id="toggle" popovertarget="panel">Open</button>
    <button id="open" commandfor="dialog" command="show-modal">Open</button>
  </div>
  <p id="outside">Text</p>`
const links = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((l) => [
    l.rel,
    l.getAttribute('href'),
    l.getAttribute('as'),
    l.getAttribute('crossorigin'),
  ])
const loader = (doc: Document) => [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))
/** The head script asks for files once the gesture's frame is painted (a task later here, with no frames). */
const painted = () => new Promise((resolve) => setTimeout(resolve, 1))
const held = () => (window as unknown as Record<string, HTMLElement[]>)[HELD_CLICKS] ?? []

describe('the head script loads island code on the first intent only', () => {
  beforeEach(() => {
    sessionStorage.clear()
  })

  it('fetches nothing until the visitor reaches for an island', async () => {
    const doc = page(island)
    doc.getElementById('outside')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await painted()
    expect(links(doc)).toEqual([])
    expect(loader(doc)).toEqual([])
  })

  it('on a pointer going down in an island: every file at once, the loader, once, after the frame', async () => {
    const doc = page(island)
    const button = doc.getElementById('send') as HTMLElement
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    button.dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(doc.querySelector('[data-island]')?.hasAttribute(WOKEN_ATTRIBUTE)).toBe(true)
    expect(loader(doc)).toEqual([])
    await painted()
    expect(links(doc)).toEqual([
      ['preload', '/s.css', 'style', null],
      ['modulepreload', '/islands/client.js', null, null],
      ['modulepreload', '/islands/runtime.js', null, null],
      ['modulepreload', '/islands/Chat.js', null, null],
      ['preload', '/locales/fr/chat.json', 'fetch', 'anonymous'],
    ])
    expect(loader(doc)).toEqual(['/islands/client.js'])
    expect(doc.querySelector('[data-island]')?.hasAttribute(WOKEN_ATTRIBUTE)).toBe(true)
  })

  it('holds a click on a button that needs React, not one that answers by itself', () => {
    const doc = page(island)
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true })
      doc.getElementById(id)?.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(click('send')).toBe(true)
    expect(click('toggle')).toBe(false)
    expect(click('open')).toBe(false)
    expect(held().map((b) => b.id)).toEqual(['send'])
  })

  it('leaves everything to the loader once it runs', async () => {
    const doc = page(island)
    doc.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, '')
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    doc.getElementById('send')?.dispatchEvent(event)
    await painted()
    expect(event.defaultPrevented).toBe(false)
    expect(loader(doc)).toEqual([])
  })

  it('when the loader cannot load, a held click goes through natively', async () => {
    const doc = page(island)
    const send = doc.getElementById('send') as HTMLElement
    send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await painted()
    let natively = 0
    send.addEventListener('click', (e) => !e.defaultPrevented && natively++)
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'))
    expect(natively).toBe(1)
    expect(doc.documentElement.hasAttribute(ISLANDS_READY_ATTRIBUTE)).toBe(true)
  })

  it('a page without islands gets nothing', async () => {
    const doc = page('<p>No island</p>', 'lang="fr"')
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await painted()
    expect(loader(doc)).toEqual([])
  })
})

describe('islands that hydrate without a gesture', () => {
  const root = (attrs: string) => {
    const div = document.createElement('div')
    div.innerHTML = `<div data-island="X" ${attrs}></div>`
    return div.firstElementChild as HTMLElement
  }
  const none = () => null
  it('strategy load, a query parameter present, a session flag set', () => {
    expect(wantsEarly(root('data-hydrate="load"'), '', none)).toBe(true)
    expect(
      wantsEarly(root('data-hydrate="interaction" data-hydrate-query="subject"'), '?subject=SAP', none),
    ).toBe(true)
    expect(
      wantsEarly(root('data-hydrate-session="chat-open"'), '', (k) => (k === 'chat-open' ? '1' : null)),
    ).toBe(true)
  })
  it('not otherwise', () => {
    expect(wantsEarly(root('data-hydrate="interaction" data-hydrate-query="subject"'), '?q=x', none)).toBe(
      false,
    )
    expect(wantsEarly(root('data-hydrate-session="chat-open"'), '', none)).toBe(false)
    expect(wantsEarly(root('data-hydrate="idle"'), '', none)).toBe(false)
  })
})
