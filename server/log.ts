/**
 * The server's log: one line of JSON per event, so that a log collector (or `grep`) reads each error as
 * one record, never a stack trace spread over lines.
 */
export type LogLevel = 'info' | 'warn' | 'error'

export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** An error's message (and code, when it has one), without its stack. */
export function describeError(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: String(error) }
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? { error: error.message, code } : { error: error.message }
}

/** Whether an error comes from a client that went away mid-request (an aborted upload, a closed tab). */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return (
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /aborted|premature close|socket hang up/i.test(error.message)
  )
}
