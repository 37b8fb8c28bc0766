// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_STORAGE_KEY } from '../../islands/chat/storage.ts'
import { installChat } from '../../islands/instant/chat.ts'

installChat(document)

function page(hydrated = false) {
  document.documentElement.lang = 'fr'
  document.body.innerHTML = `
    <div data-island="Chat" ${hydrated ? 'data-hydrated="true"' : ''}>
      <section id="chat-panel" popover="manual">
        <ol><li data-welcome><div>Bonjour !</div><span data-welcome-time>\u00a0</span></li></ol>
        <form><textarea id="chat-input"></textarea><button id="chat-send" type="submit" disabled>Envoyer</button></form>
      </section>
      <button id="chat-toggle" popovertarget="chat-panel">Ouvrir</button>
    </div>`
  const panel = document.getElementById('chat-panel') as HTMLElement
  // The popover API, as far as these tests need it.
  panel.hidePopover = vi.fn()
  return panel
}
const opened = (panel: HTMLElement) =>
  panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }))
const input = () => document.getElementById('chat-input') as HTMLTextAreaElement
const send = () => document.getElementById('chat-send') as HTMLButtonElement
const type = (text: string) => {
  input().value = text
  input().dispatchEvent(new Event('input', { bubbles: true }))
}
const key = (k: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true })
  input().dispatchEvent(event)
  return event
}

describe('the chat panel before React', () => {
  beforeEach(() => sessionStorage.clear())

  it('opened, the welcome message gets the time, in the page language', () => {
    const panel = page()
    opened(panel)
    const time = panel.querySelector('[data-welcome-time]') as HTMLElement
    const at = (ms: number) =>
      new Date(ms).toLocaleTimeString('fr', { hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' })
    // The minute it was opened (or the one before, if the test crossed into the next).
    expect([at(Date.now()), at(Date.now() - 60_000)]).toContain(time.textContent)
  })

  it('opened with a conversation saved in the tab, the welcome message steps aside for it', () => {
    sessionStorage.setItem(
      CHAT_STORAGE_KEY,
      JSON.stringify({ messages: [{ text: 'Hi', isUser: true }], draft: '' }),
    )
    const panel = page()
    opened(panel)
    expect((panel.querySelector('[data-welcome]') as HTMLElement).hidden).toBe(true)
  })

  it('the send button follows what is typed; blank cannot be sent', () => {
    page()
    type('   ')
    expect(send().disabled).toBe(true)
    type('Testez-vous les drones ?')
    expect(send().disabled).toBe(false)
  })

  it('Enter sends (through the button, held for React); Shift+Enter does not', () => {
    page()
    type('Bonjour')
    const clicks = vi.fn()
    send().addEventListener('click', clicks)
    expect(key('Enter', true).defaultPrevented).toBe(false)
    expect(clicks).not.toHaveBeenCalled()
    expect(key('Enter').defaultPrevented).toBe(true)
    expect(clicks).toHaveBeenCalledOnce()
  })

  it('Escape closes the panel and gives the focus back to the round button', () => {
    const panel = page()
    key('Escape')
    expect(panel.hidePopover).toHaveBeenCalledOnce()
    expect(document.activeElement?.id).toBe('chat-toggle')
  })

  it('steps aside once React runs the island', () => {
    const panel = page(true)
    type('Bonjour')
    expect(send().disabled).toBe(true)
    key('Escape')
    expect(panel.hidePopover).not.toHaveBeenCalled()
  })
})
