import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { cached } from '../renderer/cached.ts'
import type { SiteConfig } from '../renderer/config.ts'
import { chatConfig, chatRoutes } from './chat/routes.ts'
import { securityHeaders } from './headers.ts'
import { inboxRoutes } from './inbox/routes.ts'
import type { InboxStore } from './inbox/store.ts'
import { type StaticEnv, serveStatic } from './static.ts'

interface AppOptions {
  /** The static build to serve (dist/client). */
  root: string
  config: SiteConfig
  inbox: InboxStore
}

/** The production server: the form inbox, the chat function, then the static site, with compression and security headers. */
export function createApp({ root, config, inbox }: AppOptions) {
  const app = new Hono<StaticEnv>()
  const headers = new Map<string | undefined, Record<string, string>>()
  const headersFor = (styleHash: string | undefined) =>
    cached(headers, styleHash, () => securityHeaders(config, styleHash ? [styleHash] : []))
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headersFor(c.get('styleHash')))) c.header(name, value)
  })
  // The API's answers; static files are compressed (and cached) by serveStatic, which hono skips.
  app.use(compress())
  app.route('/', inboxRoutes({ store: inbox, forms: config.forms, ratePerMinute: config.formsRateLimit }))
  app.route('/', chatRoutes(chatConfig(process.env)))
  const files = serveStatic(root)
  app.on(['GET', 'HEAD'], '*', files)
  return Object.assign(app, { warm: files.warm })
}
