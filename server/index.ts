// The production server on PORT (default 3000): dist/client plus the embedded form inbox and chat function.
// `npm run build` compiles it to dist/node/server.mjs, which runs on plain Node with the production
// dependencies only (`npm run serve`); `npm start` builds first if needed.
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { company } from '../content/index.ts'
import { config } from '../core/config.ts'
import { createApp } from './app.ts'
import { Outbox } from './delivery/outbox.ts'
import { configuredSenders } from './delivery/senders.ts'
import { openStore } from './inbox/store.ts'
import { describeError, log } from './log.ts'

/** How long in-flight requests may take to finish after SIGTERM/SIGINT before their sockets are closed. */
const SHUTDOWN_GRACE_MS = 10_000

const settings = config()
const { store: inbox, where } = await openStore(settings)
const senders = configuredSenders(settings.delivery, company.brand)
// Without SMTP_URL/MAIL_TO/MAIL_FROM or WEBHOOK_URL there is nothing to deliver: submissions are only stored.
const outbox = Object.keys(senders).length ? new Outbox(inbox, senders) : undefined
const app = createApp({ root: 'dist/client', config: settings, inbox, outbox })
const server = serve(
  { fetch: app.fetch, port: settings.port, hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => {
    console.log(`Site ready at http://localhost:${info.port} (form inbox: ${where})`)
    // Compress the pages now, in the background, so that no visitor waits for Brotli: 30 s of CPU for
    // the 188 pages (Brotli's best quality), which a server that answers a few pages can skip.
    if (settings.compressAhead) void app.warm()
    // Pending deliveries left by an earlier run go out now.
    outbox?.start()
    if (outbox) log('info', 'delivery', { channels: outbox.channels })
  },
) as Server

// A malformed request is one JSON line and a 400. A client that hung up mid-request is not logged here:
// the request's own handler already logged it once (server/app.ts).
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  // HPE_INVALID_EOF_STATE: the connection ended in the middle of a message.
  if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE' || !socket.writable) {
    socket.destroy()
    return
  }
  log('warn', 'bad_request', describeError(error))
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
})

let stopping = false
/** Stops accepting connections, lets in-flight requests finish, closes SQLite, exits. */
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    log('warn', 'shutdown_forced', { signal })
    process.exit(1)
  }
  stopping = true
  log('info', 'shutdown', { signal })
  const forced = setTimeout(() => {
    log('warn', 'shutdown_timeout', { graceMs: SHUTDOWN_GRACE_MS })
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  forced.unref()
  server.close(async () => {
    // The send in progress ends (sent or failed and rescheduled); nothing pending is lost.
    await outbox?.stop()
    await inbox.close()
    log('info', 'stopped')
    process.exit(0)
  })
  // Keep-alive connections with no request in flight would hold close() until they time out.
  server.closeIdleConnections()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
process.on('uncaughtException', (error) => {
  log('error', 'uncaught_exception', describeError(error))
  process.exit(1)
})
process.on('unhandledRejection', (reason) => log('error', 'unhandled_rejection', describeError(reason)))
