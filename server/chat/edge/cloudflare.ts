// Cloudflare Worker serving POST /functions/v1/chat-with-ai: the same Hono app as the Node server, with
// the site index bundled in at build time. Deploy with wrangler as server/chat/README.md explains.
import type { Hono } from 'hono'
import en from '../../../dist/client/search/index-en.json' with { type: 'json' }
import fr from '../../../dist/client/search/index-fr.json' with { type: 'json' }
import { createChatApp } from '../app.ts'
import { chatConfig } from '../config.ts'
import { createKnowledgeBase } from '../knowledge/base.ts'

let app: Hono | undefined

export default {
  /** Builds the app on the first request (a Worker's variables arrive with it), then reuses it. */
  fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> {
    if (!app) {
      const settings = chatConfig(env)
      app = createChatApp({
        knowledge: createKnowledgeBase({ fr, en }),
        ratePerMinute: settings.ratePerMinute,
        provider: settings.provider,
      })
    }
    return app.fetch(request, env)
  },
}
