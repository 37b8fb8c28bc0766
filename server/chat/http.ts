import type { Context } from 'hono'
import { mediaType, parseJsonObject, readCapped } from '../body.ts'
import { MAX_BODY_BYTES } from './schema.ts'

/** A JSON error answer: `{ error, issues? }`. */
export function problem(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status })
}

/**
 * Reads a JSON object body: 415 for another content type, 413 over MAX_BODY_BYTES (announced, or as soon
 * as the bytes read pass it), 400 for malformed JSON or anything but an object.
 */
export async function readJsonObject(
  req: Request,
): Promise<{ value: Record<string, unknown> } | { error: Response }> {
  if (mediaType(req) !== 'application/json') {
    return { error: problem(415, 'Send the request as application/json.') }
  }
  const raw = await readCapped(req, MAX_BODY_BYTES)
  if (raw === 'too-large') return { error: problem(413, `The body exceeds ${MAX_BODY_BYTES} bytes.`) }
  const parsed = parseJsonObject(raw)
  return 'problem' in parsed ? { error: problem(400, parsed.problem) } : parsed
}

/**
 * The client's address, for rate limiting: the socket's on Node (@hono/node-server puts the request in
 * `c.env.incoming`), otherwise the address the platform's proxy adds (Cloudflare, Supabase, Deno Deploy).
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  return (
    env?.incoming?.socket?.remoteAddress ??
    c.req.header('cf-connecting-ip') ??
    forwarded ??
    c.req.header('x-real-ip') ??
    'unknown'
  )
}
