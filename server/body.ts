/**
 * Reads a request body up to `cap` bytes and stops there: an announced Content-Length over the cap is
 * refused before reading, and a body that arrives without one (chunked) is read only until it passes the
 * cap, then cancelled, so that no upload costs more memory than the cap. Works on Node and on the edge
 * (web streams only).
 */
export async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (Number(req.headers.get('content-length') ?? 0) > cap) return 'too-large'
  const reader = req.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > cap) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** The request's media type, lower case, without parameters ('' when absent). */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** A JSON object read from a body's bytes, or the sentence saying why it is not one (for a 400). */
export function parseJsonObject(raw: Uint8Array): { value: Record<string, unknown> } | { problem: string } {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(raw))
  } catch {
    return { problem: 'Malformed JSON.' }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'The JSON body must be an object.' }
  return { value: value as Record<string, unknown> }
}
