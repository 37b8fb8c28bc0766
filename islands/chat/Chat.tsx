import { useEffect, useRef, useState } from 'react'
import { Close, MessageCircle, Send } from '../../ui/icons.tsx'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { POPOVER_OPEN } from '../attributes.ts'
import { CHAT_INPUT_ID, CHAT_PANEL_ID, CHAT_SEND_ID, CHAT_TOGGLE_ID } from './ids.ts'
import { MessageList } from './MessageList.tsx'
import { isChatOpen, rememberChatOpen } from './storage.ts'
import type { ChatSettings } from './types.ts'
import { useChat } from './useChat.ts'

/**
 * The floating chat assistant (spec §2, §4, §5): a round button toggles a panel of about 24rem × 32rem
 * with a header, the conversation and an input line. Enter without Shift sends.
 * The panel is in the page's HTML, a popover the round button opens by itself (`popovertarget`), its
 * input focused (`autofocus`): it opens at once, before React has loaded (islands/instant/chat.ts
 * answers what else is needed until then). React follows the popover's state.
 */
export default function Chat({ settings, brand }: { settings: ChatSettings; brand: string }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const el = panel.current
    if (!el) return
    // The panel's state is remembered for the tab's next page as it changes, and again as the page is left:
    // never from React's later render, which a page left at once (closed, then a link) would not wait for.
    const follow = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === 'open'
      rememberChatOpen(isOpen)
      setOpen(isOpen)
    }
    const leave = () => rememberChatOpen(el.matches(POPOVER_OPEN))
    el.addEventListener('toggle', follow)
    window.addEventListener('pagehide', leave)
    // Opened before React arrived, or left open in this tab on another page.
    if (el.matches(POPOVER_OPEN)) {
      rememberChatOpen(true)
      setOpen(true)
    } else if (isChatOpen()) {
      el.showPopover()
      setOpen(true)
    }
    return () => {
      el.removeEventListener('toggle', follow)
      window.removeEventListener('pagehide', leave)
    }
  }, [])
  const { messages, draft, setDraft, loading, send } = useChat(settings, brand, open)
  useEffect(() => {
    if (open && !loading) input.current?.focus()
  }, [open, loading])
  const close = () => {
    panel.current?.hidePopover()
    toggle.current?.focus()
  }
  const canSend = draft.trim() !== '' && !loading
  // `open` matches `:popover-open`, and the `open` attribute of the older browsers' fallback.
  const whenOpen = 'hidden group-has-open/chat:inline'
  const whenClosed = 'group-has-open/chat:hidden'
  return (
    <div className="group/chat">
      <section
        id={CHAT_PANEL_ID}
        ref={panel}
        popover="manual"
        role="dialog"
        aria-labelledby="chat-title"
        onKeyDown={(e) => e.key === 'Escape' && close()}
        className="inset-auto end-4 bottom-24 z-40 m-0 hidden h-[32rem] max-h-[calc(100dvh-8rem)] w-[24rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-line bg-white p-0 text-ink shadow-card open:flex"
      >
        <div className="flex items-start justify-between gap-3 bg-brand-800 px-4 py-3 text-white">
          <div>
            <h2 id="chat-title" className="font-bold">
              <Runs>{t('chatbot.title', { brand })}</Runs>
            </h2>
            <p className="text-xs text-slate-200">{t('chatbot.subtitle')}</p>
          </div>
          <button
            type="button"
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            className="rounded p-1 hover:bg-white/10"
          >
            <Close className="h-5 w-5" />
            <span className="sr-only">{t('chatbot.close')}</span>
          </button>
        </div>
        <MessageList messages={messages} loading={loading} lang={settings.lang} brand={brand} />
        <form
          className="flex items-end gap-2 border-t border-line p-3"
          onSubmit={(e) => {
            e.preventDefault()
            void send()
          }}
        >
          <label htmlFor={CHAT_INPUT_ID} className="sr-only">
            {t('chatbot.label')}
          </label>
          <textarea
            id={CHAT_INPUT_ID}
            ref={input}
            rows={1}
            maxLength={1000}
            // The browser focuses it when the panel opens, before React has loaded.
            autoFocus
            value={draft}
            disabled={loading}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault()
                void send()
              }
            }}
            placeholder={t('chatbot.placeholder')}
            className="max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-line px-3 py-2 text-sm text-ink disabled:bg-surface"
          />
          <button
            id={CHAT_SEND_ID}
            type="submit"
            disabled={!canSend}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send />
            <span className="sr-only">{t('chatbot.send')}</span>
          </button>
        </form>
      </section>
      <button
        id={CHAT_TOGGLE_ID}
        ref={toggle}
        type="button"
        popoverTarget={CHAT_PANEL_ID}
        // While the cookie banner shows, above it (CSS anchor positioning; elsewhere, under it).
        className="fixed end-4 bottom-4 z-40 flex h-14 w-14 in-[.consent-needed]:bottom-[calc(anchor(top,0px)+1rem)] in-[.consent-needed]:[position-anchor:--consent-banner] items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        <Close className={`h-6 w-6 ${whenOpen}`} />
        <MessageCircle className={`h-6 w-6 ${whenClosed}`} />
        <span className={`sr-only ${whenOpen}`}>{t('chatbot.close')}</span>
        <span className={`sr-only ${whenClosed}`}>{t('chatbot.open')}</span>
      </button>
    </div>
  )
}
