import { readFileSync } from 'node:fs'
import type { SiteConfig } from '../renderer/config.ts'
import { HEAD_SCRIPT, NOT_FOUND_SCRIPT } from '../renderer/document.ts'
import { scriptHash } from '../renderer/languageScript.ts'

/** Every inline script the pages carry; the CSP allows exactly these by hash, and no other inline script. */
export const INLINE_SCRIPTS = [HEAD_SCRIPT, NOT_FOUND_SCRIPT]

/** Where the build records the hashes of the stylesheets it inlined into the pages. */
export const INLINE_STYLES_FILE = 'dist/inline-styles.json'

/** The inlined stylesheets' CSP hashes, as the last build wrote them (none before a build). */
export function inlineStyleHashes(): string[] {
  try {
    return JSON.parse(readFileSync(INLINE_STYLES_FILE, 'utf8')) as string[]
  } catch {
    return []
  }
}

/** reCAPTCHA v3's origins, allowed only when a site key is configured. */
const RECAPTCHA = 'https://www.google.com https://www.gstatic.com https://www.recaptcha.net'

/** Security headers sent with every response (and written to dist/client/_headers for CDN hosts). */
export function securityHeaders(
  config: Pick<SiteConfig, 'forms' | 'recaptchaSiteKey'>,
  /** Hashes of the stylesheets the build inlined (dist/inline-styles.json). */
  styleHashes: readonly string[] = inlineStyleHashes(),
): Record<string, string> {
  const captcha = config.recaptchaSiteKey ? ` ${RECAPTCHA}` : ''
  const forms = config.forms.host ? ` ${new URL(config.forms.host).origin}` : ''
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPTS.map(scriptHash).join(' ')}${captcha}`,
    `style-src 'self'${styleHashes.map((h) => ` ${h}`).join('')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${forms}${captcha}`,
    `frame-src ${captcha ? captcha.trim() : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${forms}`,
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Cache policy by path: hashed bundles are immutable, everything else revalidates. */
export function cacheControl(path: string): string {
  return /^\/(islands|assets)\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** The _headers file (Netlify / Cloudflare Pages format) with the same headers. */
export function headersFile(
  config: Pick<SiteConfig, 'forms' | 'recaptchaSiteKey'>,
  styleHashes: readonly string[] = inlineStyleHashes(),
): string {
  const lines = Object.entries(securityHeaders(config, styleHashes)).map(([k, v]) => `  ${k}: ${v}`)
  return `/*\n${lines.join('\n')}\n/islands/*\n  Cache-Control: ${cacheControl('/islands/x')}\n/assets/*\n  Cache-Control: ${cacheControl('/assets/x')}\n`
}
