import { z } from 'zod'
import type { ProviderConfig } from './config.ts'

/** One message of an OpenAI-compatible conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** The provider failed: network error, timeout, a non-2xx status or an answer without text. */
export class ProviderError extends Error {
  override name = 'ProviderError'
}

/** The part of a chat-completions answer the client reads. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1, 'no choices'),
})

/**
 * POSTs `{baseUrl}/chat/completions` (OpenAI wire format) and returns the first choice's text. Throws a
 * ProviderError on any failure, including no answer within `timeoutMs`.
 */
export async function chatCompletion(
  config: ProviderConfig,
  messages: readonly ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let res: Response
  try {
    res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 500 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable'
    throw new ProviderError(`Chat provider ${reason}: ${String(error)}`)
  }
  if (!res.ok) throw new ProviderError(`Chat provider answered ${res.status}`)
  let body: unknown
  try {
    body = await res.json()
  } catch (error) {
    throw new ProviderError(`Chat provider sent invalid JSON: ${String(error)}`)
  }
  const parsed = completionSchema.safeParse(body)
  const text = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined
  if (!text) throw new ProviderError('Chat provider returned no text')
  return text
}
