import { useEffect, useRef } from 'react'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { parseReply } from './links.ts'
import type { ChatMessage } from './types.ts'

/** The conversation: bubbles with their hour:minute, links in replies, and the typing indicator. */
export function MessageList({
  messages,
  loading,
  lang,
}: {
  messages: ChatMessage[]
  loading: boolean
  lang: string
}) {
  const { t } = useTranslation('chat')
  const end = useRef<HTMLLIElement>(null)
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' })
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the end whenever a message or the typing indicator appears
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, loading])
  return (
    <ol
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      className="flex-1 space-y-3 overflow-y-auto p-4"
    >
      {messages.map((m) => {
        const when = time.format(m.timestamp)
        return (
          <li key={m.id} className={`flex flex-col ${m.isUser ? 'items-end' : 'items-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line ${
                m.isUser ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-surface text-ink'
              }`}
            >
              <span className="sr-only">{m.isUser ? t('chatbot.you') : t('chatbot.assistant')}: </span>
              {m.isUser
                ? m.text
                : parseReply(m.text).map((s, i) =>
                    s.href ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable message
                      <a key={i} href={s.href} className="font-semibold text-brand-700 underline">
                        {s.text}
                      </a>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable message
                      <span key={i}>{s.text}</span>
                    ),
                  )}
            </div>
            <time dateTime={new Date(m.timestamp).toISOString()} className="mt-1 text-xs text-muted">
              <span className="sr-only">{t('chatbot.at', { time: when })}</span>
              <span aria-hidden="true">{when}</span>
            </time>
          </li>
        )
      })}
      {loading && (
        <li className="flex items-center gap-2 text-sm text-muted">
          <span className="flex gap-1" aria-hidden="true">
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:150ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:300ms]" />
          </span>
          <span>{t('chatbot.typing')}</span>
        </li>
      )}
      <li ref={end} aria-hidden="true" />
    </ol>
  )
}
