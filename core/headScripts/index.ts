import { createHash } from 'node:crypto'
import { HEAD_SCRIPT, SHARE_SCRIPT } from './compiled.generated.ts'

/**
 * The head script of every page (language preference, consent state, the islands' first answers and
 * loading on intent) and the share buttons' script, compiled from their typed sources in islands/instant/.
 */
export { HEAD_SCRIPT, SHARE_SCRIPT }

/** Logs the missing path (spec: the not-found page logs it to the console). */
export const NOT_FOUND_SCRIPT = `console.error('404: no page at', location.pathname)`

/** Every inline script the pages carry; the CSP allows exactly these by hash, and no other inline script. */
export const INLINE_SCRIPTS = [HEAD_SCRIPT, SHARE_SCRIPT, NOT_FOUND_SCRIPT]

/** The CSP source expression allowing an inline script or stylesheet. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}
