import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { securityHeaders } from './headers.ts'
import { serveStatic } from './static.ts'

/** The production server: the static site with compression and security headers. */
export function createApp({ root }: { root: string }) {
  const app = new Hono()
  const headers = securityHeaders()
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
  })
  app.use(compress())
  app.on(['GET', 'HEAD'], '*', serveStatic(root))
  return app
}
