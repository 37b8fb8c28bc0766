import { useEffect, useRef } from 'react'
import { Close, MessageCircle, Send } from '../../components/ui/icons.tsx'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { MessageList } from './MessageList.tsx'
import type { ChatSettings } from './types.ts'
import { useChat } from './useChat.ts'

/**
 * The floating chat assistant (spec §2, §4, §5): a round button toggles a panel of about 24rem × 32rem
 * with a header, the conversation and an input line. Enter without Shift sends.
 */
export default function Chat({ settings, brand }: { settings: ChatSettings; brand: string }) {
  const { t } = useTranslation('chat')
  const { open, setOpen, messages, draft, setDraft, loading, send } = useChat(settings, brand)
  const input = useRef<HTMLTextAreaElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open && !loading) input.current?.focus()
  }, [open, loading])
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  const canSend = draft.trim() !== '' && !loading
  return (
    <>
      {open && (
        <section
          id="chat-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby="chat-title"
          onKeyDown={(e) => e.key === 'Escape' && close()}
          className="fixed right-4 bottom-24 z-40 flex h-[32rem] max-h-[calc(100dvh-8rem)] w-[24rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
        >
          <header className="flex items-start justify-between gap-3 bg-brand-800 px-4 py-3 text-white">
            <div>
              <h2 id="chat-title" className="font-bold">
                {t('chatbot.title', { brand })}
              </h2>
              <p className="text-xs text-slate-200">{t('chatbot.subtitle')}</p>
            </div>
            <button type="button" onClick={close} className="rounded p-1 hover:bg-white/10">
              <Close className="h-5 w-5" />
              <span className="sr-only">{t('chatbot.close')}</span>
            </button>
          </header>
          <MessageList messages={messages} loading={loading} lang={settings.lang} />
          <form
            className="flex items-end gap-2 border-t border-line p-3"
            onSubmit={(e) => {
              e.preventDefault()
              void send()
            }}
          >
            <label htmlFor="chat-input" className="sr-only">
              {t('chatbot.label')}
            </label>
            <textarea
              id="chat-input"
              ref={input}
              rows={1}
              maxLength={1000}
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
              type="submit"
              disabled={!canSend}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send />
              <span className="sr-only">{t('chatbot.send')}</span>
            </button>
          </form>
        </section>
      )}
      <button
        ref={toggle}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700"
      >
        {open ? <Close className="h-6 w-6" /> : <MessageCircle className="h-6 w-6" />}
        <span className="sr-only">{open ? t('chatbot.close') : t('chatbot.open')}</span>
      </button>
    </>
  )
}
