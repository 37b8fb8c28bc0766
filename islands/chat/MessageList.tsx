import { useEffect, useRef } from 'react'
import { intlLocale } from '../../shared/languages.ts'
import { Runs } from '../../ui/Runs.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { parseReply } from './links.ts'
import type { ChatMessage } from './types.ts'

/** The log's padding (p-4), kept above the question a reply scrolls to. */
const LOG_PADDING = 16

const dot =
  'h-2 w-2 animate-bounce rounded-full bg-brand-500 motion-reduce:animate-pulse forced-colors:bg-[CanvasText]'

// Bordered in a contrast theme, which drops the bubbles' backgrounds.
const bubble =
  'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line forced-colors:border'
const assistantBubble = `${bubble} rounded-es-sm bg-surface text-ink`

/**
 * The conversation: bubbles with their hour:minute, links in replies, and the typing indicator. Before
 * the first message, the welcome message is in the page's HTML (its time is set when the panel opens:
 * islands/instant/chat.ts), so an opened panel never shows an empty conversation.
 */
export function MessageList({
  messages,
  loading,
  lang,
  brand,
}: {
  messages: ChatMessage[]
  loading: boolean
  lang: string
  brand: string
}) {
  const { t } = useTranslation('chat')
  const log = useRef<HTMLDivElement>(null)
  const question = useRef<HTMLLIElement>(null)
  const time = new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit' })
  const last = messages[messages.length - 1]
  const lastQuestion = messages.findLastIndex((m) => m.isUser)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing indicator appears
  useEffect(() => {
    const box = log.current
    if (!box) return
    // A reply is read from its start: the visitor's question at the top of the log, the reply below it (a
    // long reply would otherwise show its end first). A question, or the typing indicator, shows at the end.
    // The log scrolls itself, not the panel around it.
    const asked = question.current
    if (last && !last.isUser && !loading && asked)
      box.scrollTop += asked.getBoundingClientRect().top - box.getBoundingClientRect().top - LOG_PADDING
    else box.scrollTop = box.scrollHeight
  }, [messages.length, loading])
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      className="flex-1 overflow-y-auto p-4"
    >
      <ol className="space-y-3">
        {messages.length === 0 && (
          <li data-welcome className="flex flex-col items-start">
            <div className={assistantBubble}>
              <span className="sr-only">{t('chatbot.assistant')}: </span>
              {t('chatbot.welcome', { brand })}
            </div>
            {/* The time the panel opened, written by the head script into this text node (React tolerates
                that, not a node added before it hydrates). Not a <time>: the server cannot know its datetime. */}
            <span data-welcome-time suppressHydrationWarning className="mt-1 text-xs text-muted">
              {'\u00a0'}
            </span>
          </li>
        )}
        {messages.map((m, index) => {
          const when = time.format(m.timestamp)
          return (
            <li
              key={m.id}
              ref={index === lastQuestion ? question : undefined}
              className={`flex flex-col ${m.isUser ? 'items-end' : 'items-start'}`}
            >
              <div className={m.isUser ? `${bubble} rounded-ee-sm bg-brand-600 text-white` : assistantBubble}>
                <span className="sr-only">{m.isUser ? t('chatbot.you') : t('chatbot.assistant')}: </span>
                {m.isUser
                  ? m.text
                  : parseReply(m.text).map((s, i) =>
                      s.href ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable message
                        <a key={i} href={s.href} className="font-semibold text-brand-700 underline">
                          {s.text}
                        </a>
                      ) : s.ltr ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable message
                        <bdi key={i} dir="ltr">
                          {s.text}
                        </bdi>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one immutable message
                        <span key={i}>
                          <Runs>{s.text}</Runs>
                        </span>
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
            {/* Bouncing dots; with reduced motion they fade instead, in a contrast theme they take its text colour. */}
            <span className="flex gap-1" aria-hidden="true">
              <span className={dot} />
              <span className={`${dot} [animation-delay:150ms]`} />
              <span className={`${dot} [animation-delay:300ms]`} />
            </span>
            <span>{t('chatbot.typing')}</span>
          </li>
        )}
      </ol>
    </div>
  )
}
