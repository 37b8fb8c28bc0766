import type { Turn } from '../../shared/chatHistory.ts'
import type { ChatSettings } from './types.ts'

/** How long the panel waits for a reply before it gives up and says so (spec §8, chat failure). */
export const REPLY_TIMEOUT_MS = 20_000

/**
 * Calls the chat function (spec §7): POST {message, language, context}, reads `response`. A missing
 * or empty response counts as a failure. With a public key (hosted function), it travels as
 * Supabase's anonymous key does. `history`, the conversation's last turns within their bounds
 * (shared/chatHistory.ts), lets the function read a follow-up with its topic; none is sent when empty.
 */
export async function askAssistant(
  message: string,
  settings: ChatSettings,
  history: readonly Turn[] = [],
  timeoutMs = REPLY_TIMEOUT_MS,
): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (settings.publicKey) {
    headers.apikey = settings.publicKey
    headers.Authorization = `Bearer ${settings.publicKey}`
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(settings.endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        message,
        language: settings.lang,
        context: settings.context,
        ...(history.length > 0 ? { history } : {}),
      }),
      signal: controller.signal,
    })
    if (!res.ok) throw new Error(`Chat function answered ${res.status}`)
    const body = (await res.json()) as { response?: unknown }
    if (typeof body.response !== 'string' || body.response.trim() === '')
      throw new Error('Chat function sent no text')
    return body.response
  } finally {
    clearTimeout(timer)
  }
}
