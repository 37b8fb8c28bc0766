// Cloudflare Worker serving POST /functions/v1/chat-with-ai: the same Hono app as the Node server, with
// the site index of every site language bundled in at build time (siteIndex.ts). Deploy with wrangler
// as server/chat/README.md explains.
import type { Hono } from 'hono'
import { createChatApp } from '../app.ts'
import { chatConfig } from '../config.ts'
import { createKnowledgeBase } from '../knowledge/base.ts'
import { SITE_INDEX } from './siteIndex.ts'

let app: Hono | undefined

export default {
  /** Builds the app on the first request (a Worker's variables arrive with it), then reuses it. */
  fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> {
    if (!app) {
      const settings = chatConfig(env)
      app = createChatApp({
        knowledge: createKnowledgeBase(SITE_INDEX),
        ratePerMinute: settings.ratePerMinute,
        provider: settings.provider,
      })
    }
    return app.fetch(request, env)
  },
}
