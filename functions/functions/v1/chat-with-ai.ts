// Cloudflare Pages Function answering POST /functions/v1/chat-with-ai (Pages routes functions/ by path):
// the chat's Worker entry (server/chat/edge/cloudflare.ts, the site index bundled in) behind Pages.
// Deploy: `npx wrangler pages deploy dist/client` from the repository root (see README, Deploying).
import worker from '../../../server/chat/edge/cloudflare.ts'

interface PagesContext {
  request: Request
  env: Record<string, unknown>
}

export const onRequest = (context: PagesContext): Response | Promise<Response> =>
  worker.fetch(context.request, context.env)
