import { z } from 'zod'

/** An OpenAI-compatible chat-completions service (OpenAI, Mistral, Groq, OpenRouter, Ollama, vLLM…). */
export interface ProviderConfig {
  /** Base URL; the client POSTs to `{baseUrl}/chat/completions`. */
  baseUrl: string
  model: string
  /** Sent as `Authorization: Bearer …`; local servers may need none. */
  apiKey?: string
  /** Time allowed for an answer before the local engine answers instead. */
  timeoutMs: number
}

/** Settings of the chat function, as `chatRoutes` takes them. */
export interface ChatSettings {
  knowledgeDir: string
  ratePerMinute: number
  provider: ProviderConfig | null
}

/** The chat function's environment variables (all optional: unset = the local engine, 20 requests/min). */
const envSchema = z
  .object({
    /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1; unset = local engine only. */
    CHAT_PROVIDER_BASE_URL: z.url({ message: 'CHAT_PROVIDER_BASE_URL must be an absolute URL' }).optional(),
    /** Model name at that provider, e.g. gpt-4o-mini; required with CHAT_PROVIDER_BASE_URL. */
    CHAT_PROVIDER_MODEL: z.string().min(1).optional(),
    /** API key of the provider. */
    CHAT_PROVIDER_API_KEY: z.string().min(1).optional(),
    /** Provider timeout in milliseconds (default 10 000). */
    CHAT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Chat requests accepted per client address and minute (default 20). */
    CHAT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Folder holding index-<lang>.json for every site language (default dist/client/search). */
    CHAT_KNOWLEDGE_DIR: z.string().min(1).default('dist/client/search'),
  })
  .refine((e) => !e.CHAT_PROVIDER_BASE_URL || e.CHAT_PROVIDER_MODEL, {
    message: 'CHAT_PROVIDER_MODEL is required when CHAT_PROVIDER_BASE_URL is set',
    path: ['CHAT_PROVIDER_MODEL'],
  })

/** Reads the chat settings from an environment (`process.env`, `Deno.env.toObject()`, a Worker's env). */
export function chatConfig(env: Record<string, unknown>): ChatSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string' && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid chat configuration:\n${lines.join('\n')}`)
  }
  const e = result.data
  const provider =
    e.CHAT_PROVIDER_BASE_URL && e.CHAT_PROVIDER_MODEL
      ? {
          baseUrl: e.CHAT_PROVIDER_BASE_URL.replace(/\/+$/, ''),
          model: e.CHAT_PROVIDER_MODEL,
          ...(e.CHAT_PROVIDER_API_KEY ? { apiKey: e.CHAT_PROVIDER_API_KEY } : {}),
          timeoutMs: e.CHAT_PROVIDER_TIMEOUT_MS,
        }
      : null
  return { knowledgeDir: e.CHAT_KNOWLEDGE_DIR, ratePerMinute: e.CHAT_RATE_LIMIT, provider }
}
