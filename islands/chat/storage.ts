import type { ChatMessage } from './types.ts'

/** The tab's conversation and panel state (sessionStorage): they survive navigation and reload. */
export const CHAT_STORAGE_KEY = 'chat:conversation'
/** Read by the islands loader: when '1', the chat hydrates on load to show its open panel. */
export const CHAT_OPEN_KEY = 'chat-open'

export interface SavedChat {
  messages: ChatMessage[]
  draft: string
}

export function loadChat(): SavedChat {
  try {
    const raw = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? 'null') as Partial<SavedChat> | null
    const messages = Array.isArray(raw?.messages)
      ? raw.messages.filter(
          (m): m is ChatMessage => typeof m?.text === 'string' && typeof m?.isUser === 'boolean',
        )
      : []
    return { messages: messages.slice(-100), draft: typeof raw?.draft === 'string' ? raw.draft : '' }
  } catch {
    return { messages: [], draft: '' }
  }
}

export function saveChat(chat: SavedChat): void {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat))
  } catch {
    // Storage full or disabled: the conversation lasts as long as the page.
  }
}

/** Whether the next page of this tab opens the panel: the panel's own state, never React's later copy of it. */
export function rememberChatOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(CHAT_OPEN_KEY, '1')
    else sessionStorage.removeItem(CHAT_OPEN_KEY)
  } catch {
    // Storage disabled: the next page starts with the panel closed.
  }
}

export function isChatOpen(): boolean {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) === '1'
  } catch {
    return false
  }
}
