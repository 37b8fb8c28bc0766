import { createHash } from 'node:crypto'
import { CONSENT_SCRIPT } from './consent.ts'
import { INSTANT_SCRIPT, SHARE_SCRIPT } from './instant.generated.ts'
import { LANGUAGE_SCRIPT } from './language.ts'

/**
 * The inline head script of every page: language preference, consent state, and the islands' first
 * answers and loading on intent (islands/instant/). CSP allows it by hash.
 */
export const HEAD_SCRIPT = `${LANGUAGE_SCRIPT};${CONSENT_SCRIPT};${INSTANT_SCRIPT}`

/** The share buttons' script, inlined only by pages that have them. */
export { SHARE_SCRIPT }

/** Logs the missing path (spec: the not-found page logs it to the console). */
export const NOT_FOUND_SCRIPT = `console.error('404: no page at', location.pathname)`

/** Every inline script the pages carry; the CSP allows exactly these by hash, and no other inline script. */
export const INLINE_SCRIPTS = [HEAD_SCRIPT, SHARE_SCRIPT, NOT_FOUND_SCRIPT]

/** The CSP source expression allowing an inline script or stylesheet. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}
