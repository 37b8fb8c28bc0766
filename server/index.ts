// Starts the production server on PORT (default 3000): dist/client plus the embedded form inbox.
// `npm start` builds first if needed.
import { serve } from '@hono/node-server'
import { config } from '../renderer/config.ts'
import { createApp } from './app.ts'
import { InboxStore, inboxFile } from './inbox/store.ts'

const settings = config()
const inbox = new InboxStore(inboxFile(settings.dataDir))
const app = createApp({ root: 'dist/client', config: settings, inbox })
const server = serve(
  { fetch: app.fetch, port: settings.port, hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => {
    console.log(`Site ready at http://localhost:${info.port} (form inbox: ${inboxFile(settings.dataDir)})`)
    // Compress the pages now, in the background, so that no visitor waits for Brotli.
    void app.warm()
  },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    inbox.close()
    process.exit(0)
  })
}
