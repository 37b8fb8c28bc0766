// Supabase Edge Function "chat-with-ai": the same Hono app as the Node server, with the site index
// bundled in at build time. Bundle and deploy as server/chat/README.md explains.
import en from '../../../dist/client/search/index-en.json' with { type: 'json' }
import fr from '../../../dist/client/search/index-fr.json' with { type: 'json' }
import { createChatApp } from '../app.ts'
import { chatConfig } from '../config.ts'
import { createKnowledgeBase } from '../knowledge/base.ts'

/** The part of the Deno runtime this entry uses. */
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
  env: { toObject(): Record<string, string> }
}

const settings = chatConfig(Deno.env.toObject())
const app = createChatApp({
  knowledge: createKnowledgeBase({ fr, en }),
  ratePerMinute: settings.ratePerMinute,
  provider: settings.provider,
  // Supabase hands the function its own name as the path.
  path: '/chat-with-ai',
})

Deno.serve((request) => app.fetch(request))
