// A Worker that routes every request to the chat's Pages Function, as Cloudflare Pages' router does for
// /functions/v1/chat-with-ai (tests/deploy/edge-runtime.test.ts runs it on workerd).
import { onRequest } from '../../functions/functions/v1/chat-with-ai.ts'

export default {
  fetch: (request: Request, env: Record<string, unknown>) => onRequest({ request, env }),
}
