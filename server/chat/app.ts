import { type Context, Hono } from 'hono'
import { cors } from 'hono/cors'
import { describeError, log } from '../log.ts'
import { RateLimiter } from '../rateLimit.ts'
import type { ProviderConfig } from './config.ts'
import { localAnswer } from './engine/answer.ts'
import type { ChatAnswer } from './engine/reply.ts'
import { clientAddress, problem, readJsonObject } from './http.ts'
import type { KnowledgeBase } from './knowledge/base.ts'
import { providerAnswer } from './prompt.ts'
import { type ChatRequest, chatRequestSchema, issuesOf } from './schema.ts'

/** Same path as a Supabase Edge Function named chat-with-ai, so the client works against either. */
export const CHAT_PATH = '/functions/v1/chat-with-ai'
/** Default requests per client address and minute. */
export const DEFAULT_RATE_PER_MINUTE = 20

/** Everything the chat function needs, whatever the platform it runs on. */
export interface ChatAppOptions {
  knowledge: KnowledgeBase
  ratePerMinute?: number
  provider?: ProviderConfig | null
  /** The key requests are rate-limited by; the client's address by default. */
  clientKey?: (c: Context) => string
  /** The fetch used to reach the provider (tests pass their own). */
  fetch?: typeof fetch
  /** Where the function answers; CHAT_PATH by default (Supabase passes `/chat-with-ai`). */
  path?: string
}

/** The provider's answer when one is configured and answers in time, else the local engine's. */
async function answer(options: ChatAppOptions, req: ChatRequest): Promise<ChatAnswer> {
  const context = req.context ?? undefined
  const given = context && { contact: context.contact ?? undefined, links: context.links ?? undefined }
  const history = req.history ?? []
  if (options.provider) {
    try {
      return await providerAnswer(
        options.knowledge,
        options.provider,
        req.message,
        req.language,
        given,
        options.fetch,
        history,
      )
    } catch (error) {
      log('warn', 'chat_provider_failed', { ...describeError(error), fallback: 'local engine' })
    }
  }
  // The answer's kind stays on the server.
  const { response, sources } = localAnswer(options.knowledge, req.message, req.language, given, history)
  return { response, sources }
}

/**
 * The chat function as a Hono app: `POST /functions/v1/chat-with-ai` with CORS for any origin, a
 * per-client rate limit, body checks (415, 413, 400 with issues) and `{ response, sources }` answers.
 * Runs unchanged on Node, Deno (Supabase Edge Functions) and Cloudflare Workers.
 */
export function createChatApp(options: ChatAppOptions): Hono {
  const limiter = new RateLimiter(options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE, 60_000)
  const keyOf = options.clientKey ?? clientAddress
  const path = options.path ?? CHAT_PATH
  const app = new Hono()
  app.use(
    path,
    cors({
      origin: '*',
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['content-type', 'authorization', 'apikey', 'x-client-info'],
      maxAge: 86_400,
    }),
  )
  app.post(path, async (c) => {
    const wait = limiter.hit(keyOf(c))
    if (wait) {
      c.header('Retry-After', String(wait))
      return c.json({ error: 'Too many messages: try again in a minute.' }, 429)
    }
    const body = await readJsonObject(c.req.raw)
    if ('error' in body) return body.error
    const parsed = chatRequestSchema.safeParse(body.value)
    if (!parsed.success) {
      return c.json({ error: 'Invalid chat request.', issues: issuesOf(parsed.error) }, 400)
    }
    try {
      return c.json(await answer(options, parsed.data))
    } catch (error) {
      log('error', 'chat_failed', describeError(error))
      return problem(500, 'The assistant could not answer. Please try again.')
    }
  })
  app.all(path, (c) => {
    c.header('Allow', 'POST, OPTIONS')
    return c.json({ error: 'Use POST.' }, 405)
  })
  return app
}
