// Starts the production server on PORT (default 3000) over dist/client. `npm start` builds first if needed.
import { serve } from '@hono/node-server'
import { config } from '../renderer/config.ts'
import { createApp } from './app.ts'

const { port } = config()
const app = createApp({ root: 'dist/client' })
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`Site ready at http://localhost:${info.port}`)
})
