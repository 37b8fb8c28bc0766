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
