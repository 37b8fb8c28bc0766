import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { recentTurns, turnsOf } from '../../shared/chatHistory.ts'
import { useTranslation } from '../../ui/useTranslation.ts'
import { useNotify } from '../toast/useNotify.ts'
import { askAssistant } from './client.ts'
import { loadChat, saveChat } from './storage.ts'
import type { ChatMessage, ChatSettings } from './types.ts'

const message = (text: string, isUser: boolean, failed = false): ChatMessage => {
  const now = Date.now()
  const id = `${now}-${Math.random().toString(36).slice(2, 7)}`
  return { id, text, isUser, timestamp: now, ...(failed ? { failed } : {}) }
}

/**
 * The chat's state and send sequence (spec §4): append, clear, loading, reply or fallback, done. `open`
 * is the panel's state (the popover's own, see ./Chat.tsx, which also remembers it); the conversation
 * is kept in the tab.
 */
export function useChat(settings: ChatSettings, brand: string, open: boolean) {
  const { t } = useTranslation('chat')
  const notify = useNotify()
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const [loading, setLoading] = useState(false)
  const restored = useRef(false)

  useEffect(() => {
    const saved = loadChat()
    setMessages(saved.messages)
    // Text typed before or while React hydrates wins over the saved draft, however it reached React: handed
    // over by islands/replay.ts after this effect, or through React's own replay of the event, which can
    // come before it (an input during hydration, seen in CI: the typed question was lost).
    setDraft((typed) => typed || saved.draft)
    restored.current = true
  }, [])
  // A message is saved as it is shown (a layout effect, before the browser paints it): a reply arrives outside
  // any event, so React would run a plain effect later, and a link in it followed, or the page reloaded, the
  // moment it shows could miss it. What is typed is saved after the paint, so that no keystroke waits on the
  // storage: React runs the effects of a keystroke before the next event, a reload included.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is saved by the effect below.
  useLayoutEffect(() => {
    if (restored.current) saveChat({ messages, draft })
  }, [messages])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a message is saved by the effect above.
  useEffect(() => {
    if (restored.current) saveChat({ messages, draft })
  }, [draft])
  useEffect(() => {
    // Spec: on first opening with no messages, a welcome message is shown.
    if (open && messages.length === 0) setMessages([message(t('chatbot.welcome', { brand }), false)])
  }, [open, messages.length, t, brand])

  async function send() {
    const text = draft.trim()
    if (!text || loading) return
    // The conversation so far goes with the question, so that a follow-up is read with its topic.
    const history = recentTurns(turnsOf(messages))
    setMessages((m) => [...m, message(text, true)])
    setDraft('')
    setLoading(true)
    try {
      const reply = await askAssistant(text, settings, history)
      setMessages((m) => [...m, message(reply, false)])
    } catch (error) {
      console.error('Chat assistant:', error)
      setMessages((m) => [...m, message(t('chatbot.errorMessage'), false, true)])
      // Nothing typed is lost: the question goes back into the field, ready to resend.
      setDraft((d) => d || text)
      void notify('error', { title: t('chatbot.errorTitle'), description: t('chatbot.errorDescription') })
    } finally {
      setLoading(false)
    }
  }

  return { messages, draft, setDraft, loading, send }
}
