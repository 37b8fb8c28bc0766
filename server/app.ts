import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { SiteConfig } from '../renderer/config.ts'
import { chatConfig, chatRoutes } from './chat/routes.ts'
import { securityHeaders } from './headers.ts'
import { inboxRoutes } from './inbox/routes.ts'
import type { InboxStore } from './inbox/store.ts'
import { serveStatic } from './static.ts'

interface AppOptions {
  /** The static build to serve (dist/client). */
  root: string
  config: SiteConfig
  inbox: InboxStore
}

/** The production server: the form inbox, the chat function, then the static site, with compression and security headers. */
export function createApp({ root, config, inbox }: AppOptions) {
  const app = new Hono()
  const headers = securityHeaders(config)
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
  })
  app.use(compress())
  app.route('/', inboxRoutes({ store: inbox, forms: config.forms, ratePerMinute: config.formsRateLimit }))
  app.route('/', chatRoutes(chatConfig(process.env)))
  app.on(['GET', 'HEAD'], '*', serveStatic(root))
  return app
}
