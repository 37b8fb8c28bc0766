import type { Hono } from 'hono'
import { clientAddressOf } from '../clientAddress.ts'
import { createChatApp, DEFAULT_RATE_PER_MINUTE } from './app.ts'
import type { ProviderConfig } from './config.ts'
import { clientAddress } from './http.ts'
import { DEFAULT_KNOWLEDGE_DIR, loadKnowledge } from './knowledge/load.ts'

export { CHAT_PATH } from './app.ts'
export { type ChatSettings, chatConfig, type ProviderConfig } from './config.ts'

/** Options of the embedded chat function (all optional). */
export interface ChatRoutesOptions {
  /** Folder with index-<lang>.json for every site language, written by the build; default dist/client/search. */
  knowledgeDir?: string
  /** Requests per client address and minute; default 20. */
  ratePerMinute?: number
  /** An OpenAI-compatible provider; null or absent = the local engine only. */
  provider?: ProviderConfig | null
  /** Reverse-proxy hops whose X-Forwarded-For is trusted for the rate limit (TRUST_PROXY; 0: the socket). */
  trustProxy?: number
}

/**
 * `POST /functions/v1/chat-with-ai` for the Node server: reads the site index once (see
 * scripts/site-index.ts) and answers from it. Mount with `app.route('/', chatRoutes(...))`.
 */
export function chatRoutes(options: ChatRoutesOptions = {}): Hono {
  return createChatApp({
    knowledge: loadKnowledge(options.knowledgeDir ?? DEFAULT_KNOWLEDGE_DIR),
    ratePerMinute: options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE,
    provider: options.provider ?? null,
    // On Node the socket's address, or behind trusted proxies the one they forwarded (as the form inbox).
    clientKey: (c) => {
      const socket = clientAddress(c)
      return clientAddressOf(socket, c.req.header('x-forwarded-for'), options.trustProxy ?? 0)
    },
  })
}
