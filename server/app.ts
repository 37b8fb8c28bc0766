import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { SiteConfig } from '../core/config.ts'
import { cached } from '../shared/cached.ts'
import { chatConfig, chatRoutes } from './chat/routes.ts'
import type { Outbox } from './delivery/outbox.ts'
import { editorHeaders, isEditorPath, securityHeaders } from './headers.ts'
import type { FormStore } from './inbox/records.ts'
import { inboxRoutes } from './inbox/routes.ts'
import { describeError, isClientAbort, log } from './log.ts'
import { type StaticEnv, serveStatic } from './static.ts'

interface AppOptions {
  /** The static build to serve (dist/client). */
  root: string
  config: SiteConfig
  inbox: FormStore
  /** Delivers stored submissions (server/delivery); absent: they are only stored. */
  outbox?: Outbox
}

/** The production server: the form inbox, the chat function, then the static site, with compression and security headers. */
export function createApp({ root, config, inbox, outbox }: AppOptions) {
  const app = new Hono<StaticEnv>()
  const headers = new Map<string | undefined, Record<string, string>>()
  const headersFor = (styleHash: string | undefined) =>
    cached(headers, styleHash, () => securityHeaders(config, styleHash ? [styleHash] : []))
  // The editor, when the build published it, has its own policy and is never indexed.
  const editor = config.editorBackend ? { ...headersFor(undefined), ...editorHeaders() } : undefined
  app.use(async (c, next) => {
    await next()
    const own = editor && isEditorPath(c.req.path) ? editor : headersFor(c.get('styleHash'))
    for (const [name, value] of Object.entries(own)) c.header(name, value)
  })
  // The API's answers; static files are compressed (and cached) by serveStatic, which hono skips.
  app.use(compress())
  // For a load balancer or an orchestrator: 200 while a submission can be stored.
  app.on(['GET', 'HEAD'], '/healthz', async (c) => {
    c.header('Cache-Control', 'no-store')
    return (await inbox.writable())
      ? c.json({ ok: true })
      : c.json({ ok: false, error: 'The form store cannot be written to.' }, 503)
  })
  // One JSON line per failure; a client that went away (an aborted upload) is one warning, not a trace.
  app.onError((error, c) => {
    const where = { method: c.req.method, path: new URL(c.req.url).pathname }
    if (isClientAbort(error)) {
      log('warn', 'client_aborted', { ...where, ...describeError(error) })
      return c.json({ error: 'The request was interrupted.' }, 400)
    }
    log('error', 'request_failed', { ...where, ...describeError(error) })
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500)
  })
  app.route(
    '/',
    inboxRoutes({
      store: inbox,
      forms: config.forms,
      ratePerMinute: config.formsRateLimit,
      trustProxy: config.trustProxy,
      recaptcha: config.recaptcha,
      outbox,
    }),
  )
  app.route('/', chatRoutes({ ...chatConfig(process.env), trustProxy: config.trustProxy }))
  const files = serveStatic(root)
  app.on(['GET', 'HEAD'], '*', files)
  return Object.assign(app, { warm: files.warm })
}
