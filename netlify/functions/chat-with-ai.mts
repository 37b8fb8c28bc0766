// Netlify Function answering /functions/v1/chat-with-ai: the chat's fetch handler (the same one the
// Cloudflare entry exports, with the site index bundled in), its settings from the site's environment.
import worker from '../../server/chat/edge/cloudflare.ts'

export default (request: Request): Response | Promise<Response> => worker.fetch(request, process.env)

export const config = { path: '/functions/v1/chat-with-ai' }
