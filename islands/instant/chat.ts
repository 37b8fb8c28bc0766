/**
 * Part of the head script: the chat panel is in the page's HTML and its round button opens it by itself
 * (`popovertarget`), and the browser focuses its input (`autofocus`). Until React has loaded, this gives
 * the welcome message its time (or hides it when this tab holds a conversation, which React will show),
 * the send button follows what is typed, Enter sends (held and replayed by React), Escape closes.
 */

import { HYDRATED_ATTRIBUTE } from '../attributes.ts'
import { CHAT_INPUT_ID, CHAT_PANEL_ID, CHAT_SEND_ID, CHAT_TOGGLE_ID } from '../chat/ids.ts'
import { CHAT_STORAGE_KEY } from '../chat/storage.ts'

const pending = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && !el.closest(`[${HYDRATED_ATTRIBUTE}]`)

function savedConversation(): boolean {
  try {
    return /"isUser"/.test(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '')
  } catch {
    return false
  }
}

export function installChat(doc: Document = document): void {
  const byId = (id: string) => doc.getElementById(id)
  doc.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target as HTMLElement
      if (panel.id !== CHAT_PANEL_ID || !pending(panel) || (event as ToggleEvent).newState !== 'open') return
      const welcome = panel.querySelector('[data-welcome]')
      const time = welcome?.querySelector('[data-welcome-time]')
      // Hidden, not removed: React hydrates this markup (an attribute it tolerates, a missing node it does not).
      if (welcome instanceof HTMLElement && savedConversation()) welcome.hidden = true
      else if (time && !time.textContent?.trim()) {
        const now = new Date()
        // Western digits in every language, as the islands write them (LANGUAGES' intl locales), without
        // bringing the language table into the head script.
        time.textContent = now.toLocaleTimeString(doc.documentElement.lang, {
          hour: '2-digit',
          minute: '2-digit',
          numberingSystem: 'latn',
        })
      }
    },
    true,
  )
  doc.addEventListener('input', (event) => {
    const input = event.target as HTMLTextAreaElement
    const send = byId(CHAT_SEND_ID) as HTMLButtonElement | null
    if (input.id === CHAT_INPUT_ID && send && pending(input)) send.disabled = !input.value.trim()
  })
  doc.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement
      const panel = byId(CHAT_PANEL_ID)
      if (!pending(panel) || !panel.contains(target)) return
      if (event.key === 'Escape') {
        panel.hidePopover()
        byId(CHAT_TOGGLE_ID)?.focus()
      } else if (event.key === 'Enter' && !event.shiftKey && target.id === CHAT_INPUT_ID) {
        event.preventDefault()
        // Goes through the loader like a click on the button: held until React sends it.
        byId(CHAT_SEND_ID)?.click()
      } else return
      // Answered here: not also by React, should it be hydrating this very moment.
      event.stopPropagation()
    },
    true,
  )
}
