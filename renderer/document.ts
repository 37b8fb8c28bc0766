import { CONSENT_BANNER_ID } from '../islands/consent/consent.ts'
import { CONSENT_SCRIPT } from './consentScript.ts'
import { FAVICON_URL } from './favicon.ts'
import { ISLANDS_ATTRIBUTE, ISLANDS_BOOT_SCRIPT } from './islandsBoot.ts'
import { LANGUAGE_SCRIPT } from './languageScript.ts'

/** The one inline head script: language preference, consent state, islands boot (CSP allows it by hash). */
export const HEAD_SCRIPT = `${LANGUAGE_SCRIPT};${CONSENT_SCRIPT};${ISLANDS_BOOT_SCRIPT}`

/**
 * The first paint waits until the page is parsed to its last element (the consent banner), where the
 * browser supports it (Chromium 124+): the page (one round trip) appears whole, laid out once, instead of
 * a first paint of its top followed by one long task for the rest, which held the main thread for 30-50 ms
 * just after the first paint here (Lighthouse's total blocking time). Other browsers ignore it.
 */
export const FIRST_PAINT_WHEN_PARSED = `<link rel="expect" href="#${CONSENT_BANNER_ID}" blocking="render">`

/** Logs the missing path (spec: the not-found page logs it to the console). */
export const NOT_FOUND_SCRIPT = `console.error('404: no page at', location.pathname)`

/** Dev only: the React Fast Refresh preamble @vitejs/plugin-react expects before any .tsx module. */
const DEV_PREAMBLE = `import RefreshRuntime from '/@react-refresh';RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true`

export interface DocumentParts {
  lang: string
  dir: 'ltr' | 'rtl'
  /** Rendered head tags (renderHead). */
  head: string
  /** Rendered body content. */
  body: string
  /** Island entry URL; loaded only when the body holds an island. */
  islandsEntry: () => string
  notFound?: boolean
  dev?: boolean
  /** reCAPTCHA v3 site key, published for the forms when configured. */
  recaptchaSiteKey?: string
}

/**
 * The full HTML document. A page whose body holds no island gets no script file at all; one with islands
 * names its loader on <html>, fetched by the head script after the first paint (in dev, at once).
 */
export function renderDocument(parts: DocumentParts): string {
  const hasIslands = parts.body.includes('data-island=')
  const scripts = [
    parts.notFound ? `<script>${NOT_FOUND_SCRIPT}</script>` : '',
    hasIslands && parts.dev ? `<script type="module">${DEV_PREAMBLE}</script>` : '',
    hasIslands && parts.dev ? `<script type="module" src="${parts.islandsEntry()}"></script>` : '',
  ].join('')
  const islands = hasIslands && !parts.dev ? ` ${ISLANDS_ATTRIBUTE}="${parts.islandsEntry()}"` : ''
  return `<!DOCTYPE html>
<html lang="${parts.lang}" dir="${parts.dir}"${islands}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FIRST_PAINT_WHEN_PARSED}
${parts.head}
<link rel="icon" href="${FAVICON_URL}" type="image/svg+xml">
<meta name="theme-color" content="#172c66">${parts.recaptchaSiteKey ? `\n<meta name="recaptcha-site-key" content="${parts.recaptchaSiteKey.replace(/[^\w-]/g, '')}">` : ''}
<script>${HEAD_SCRIPT}</script>
</head>
<body class="min-h-screen bg-white antialiased">
${parts.body}${scripts}
</body>
</html>`
}
