// Supabase Edge Function "chat-with-ai": the same Hono app as the Node server, with the site index of
// every site language bundled in at build time (siteIndex.ts). Bundle and deploy as server/chat/README.md
// explains.
import { createChatApp } from '../app.ts'
import { chatConfig } from '../config.ts'
import { createKnowledgeBase } from '../knowledge/base.ts'
import { SITE_INDEX } from './siteIndex.ts'

/** The part of the Deno runtime this entry uses. */
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
  env: { toObject(): Record<string, string> }
}

const settings = chatConfig(Deno.env.toObject())
const app = createChatApp({
  knowledge: createKnowledgeBase(SITE_INDEX),
  ratePerMinute: settings.ratePerMinute,
  provider: settings.provider,
  // Supabase hands the function its own name as the path.
  path: '/chat-with-ai',
})

Deno.serve((request) => app.fetch(request))
