import { z } from 'zod'

const formId = z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only')

/** A git host Decap CMS saves to (its `backend` block, https://decapcms.org/docs/backends-overview/). */
const editorBackendSchema = z.looseObject({
  name: z.enum(['github', 'gitlab', 'gitea'], { message: 'name must be github, gitlab or gitea' }),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'repo must be owner/name'),
  branch: z.string().min(1).optional(),
})
export type EditorBackend = z.infer<typeof editorBackendSchema>

/** EDITOR_BACKEND: that block as JSON. */
const editorBackend = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'EDITOR_BACKEND must be JSON, e.g. {"name":"github","repo":"owner/site"}',
      })
      return z.NEVER
    }
  })
  .pipe(editorBackendSchema)

/**
 * Deploy-time settings, read once from the environment at build (and by the server) and validated here.
 * Unset values fall back to what `npm start` needs on this machine.
 */
const envSchema = z.object({
  /** Port of the local server started by `npm start`. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Absolute origin of the deployed site, used for canonical URLs, hreflang, sitemap and JSON-LD. */
  SITE_URL: z.url({ message: 'SITE_URL must be an absolute URL such as https://www.example.com' }).optional(),
  /** Origin of a Formspree-compatible form service; unset = the embedded inbox of `npm start` (same origin). */
  FORMS_HOST: z
    .url({ message: 'FORMS_HOST must be an absolute URL such as https://formspree.io' })
    .optional(),
  /** Form ids on that service: forms post to {FORMS_HOST}/f/{id}. */
  CONTACT_FORM_ID: formId.default('contact'),
  COMMUNITY_FORM_ID: formId.default('community'),
  /** reCAPTCHA v3 site key; unset = captcha off (the embedded default). */
  RECAPTCHA_SITE_KEY: z.string().min(10, 'RECAPTCHA_SITE_KEY looks too short').optional(),
  /** Where the embedded inbox keeps its SQLite file. */
  DATA_DIR: z.string().min(1).default('data'),
  /** PostgreSQL for the inbox and its outbox instead of SQLite, shared by several servers. */
  DATABASE_URL: z
    .url({ message: 'DATABASE_URL must be a URL such as postgres://user:pass@db.example.org:5432/qualixa' })
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://')
    .optional(),
  /** The chat function's URL; unset = the embedded function of `npm start`. */
  CHAT_ENDPOINT: z.string().min(1).default('/functions/v1/chat-with-ai'),
  /** Public (anonymous) key sent to a hosted chat function, e.g. a Supabase anon key. */
  CHAT_PUBLIC_KEY: z.string().min(1).optional(),
  /** Form submissions accepted per client and minute by the embedded inbox. */
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * `on`: the server compresses every page once it has started, before anyone asks for one; `off`: each
   * file on its first request only (a server that answers a handful of pages, as the tests' own do).
   */
  COMPRESS_AHEAD: z.enum(['on', 'off'], { message: 'COMPRESS_AHEAD must be on or off' }).default('on'),
  /** reCAPTCHA v3 secret: with it, the embedded inbox verifies each token before storing. */
  RECAPTCHA_SECRET: z.string().min(10, 'RECAPTCHA_SECRET looks too short').optional(),
  /** The lowest reCAPTCHA v3 score accepted (0 bot … 1 human). */
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** The siteverify endpoint (a stand-in for tests). */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * Reverse proxies in front of the server (load balancer, CDN): the rate limit then keys on the client
   * address they forward (X-Forwarded-For, counted from the right); 0 = the socket's address.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** SMTP server the embedded inbox e-mails each submission through, e.g. smtp://user:pass@mail.example.org:587. */
  SMTP_URL: z
    .url({ message: 'SMTP_URL must be a URL such as smtp://user:pass@mail.example.org:587' })
    .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** Who receives the submissions, and who they come from. */
  MAIL_TO: z.email({ message: 'MAIL_TO must be an e-mail address' }).optional(),
  MAIL_FROM: z.email({ message: 'MAIL_FROM must be an e-mail address' }).optional(),
  /** A URL each submission is POSTed to as JSON, signed with WEBHOOK_SECRET (HMAC-SHA256). */
  WEBHOOK_URL: z.url({ message: 'WEBHOOK_URL must be an absolute URL' }).optional(),
  WEBHOOK_SECRET: z.string().min(16, 'WEBHOOK_SECRET must be at least 16 characters').optional(),
  /** The git host the browser editor saves to: with it, the build publishes the editor at /admin/. */
  EDITOR_BACKEND: editorBackend.optional(),
})

export interface SiteConfig {
  port: number
  siteUrl: string
  forms: {
    host: string
    contactId: string
    communityId: string
    contactAction: string
    communityAction: string
  }
  recaptchaSiteKey: string | undefined
  /** Server-side verification of reCAPTCHA tokens (with RECAPTCHA_SECRET). */
  recaptcha?: { secret: string; minScore: number; verifyUrl: string }
  chat: { endpoint: string; publicKey: string | undefined }
  dataDir: string
  /** PostgreSQL URL for the inbox; unset: SQLite in dataDir. */
  databaseUrl: string | undefined
  formsRateLimit: number
  /** Compress every page at start (COMPRESS_AHEAD=on), or each file on its first request only. */
  compressAhead: boolean
  /** Reverse-proxy hops whose X-Forwarded-For is trusted (0: none). */
  trustProxy: number
  /** Where each stored submission is delivered (none: only stored, as `npm run inbox` shows). */
  delivery: {
    email?: { smtpUrl: string; to: string; from: string }
    webhook?: { url: string; secret?: string }
  }
  /** The git host of the editor published at /admin/ (docs/editing.md); none: no /admin/ in the build. */
  editorBackend?: EditorBackend
}

/** Parses an environment, throwing one readable error listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  // An empty variable counts as unset.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.data
  const mail = [e.SMTP_URL, e.MAIL_TO, e.MAIL_FROM]
  if (mail.some(Boolean) && !mail.every(Boolean))
    throw new Error(
      'Invalid configuration:\n  - SMTP_URL, MAIL_TO and MAIL_FROM go together: set all three, or none',
    )
  const host = (e.FORMS_HOST ?? '').replace(/\/+$/, '')
  return {
    port: e.PORT,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    forms: {
      host,
      contactId: e.CONTACT_FORM_ID,
      communityId: e.COMMUNITY_FORM_ID,
      contactAction: `${host}/f/${e.CONTACT_FORM_ID}`,
      communityAction: `${host}/f/${e.COMMUNITY_FORM_ID}`,
    },
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    ...(e.RECAPTCHA_SECRET
      ? {
          recaptcha: {
            secret: e.RECAPTCHA_SECRET,
            minScore: e.RECAPTCHA_MIN_SCORE,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
          },
        }
      : {}),
    chat: { endpoint: e.CHAT_ENDPOINT, publicKey: e.CHAT_PUBLIC_KEY },
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    formsRateLimit: e.FORMS_RATE_LIMIT,
    compressAhead: e.COMPRESS_AHEAD === 'on',
    trustProxy: e.TRUST_PROXY,
    delivery: {
      ...(e.SMTP_URL && e.MAIL_TO && e.MAIL_FROM
        ? { email: { smtpUrl: e.SMTP_URL, to: e.MAIL_TO, from: e.MAIL_FROM } }
        : {}),
      ...(e.WEBHOOK_URL ? { webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } } : {}),
    },
    ...(e.EDITOR_BACKEND && { editorBackend: e.EDITOR_BACKEND }),
  }
}

let cached: SiteConfig | undefined
/** The configuration of this process. */
export function config(): SiteConfig {
  cached ??= parseConfig(process.env)
  return cached
}
