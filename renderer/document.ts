import { FAVICON_URL } from '../core/favicon.ts'
import { HEAD_SCRIPT, NOT_FOUND_SCRIPT, SHARE_SCRIPT } from '../core/headScripts/index.ts'
import { ISLANDS_ATTRIBUTE } from '../islands/attributes.ts'
import { PRELOAD_ATTRIBUTE } from '../islands/preload.ts'
import { CONSENT_BANNER_ID } from '../shared/consent.ts'
import { isolateRuns } from './isolateRuns.ts'

/**
 * The first paint waits until the page is parsed to the consent banner, where the browser supports it
 * (Chromium 124+): the page appears whole, laid out once, instead of a first paint of its top followed by
 * one long task for the rest, which held the main thread for 30-50 ms just after the first paint here
 * (Lighthouse's total blocking time). Only the chat (a fixed button) and hidden shells (dialogs, panels)
 * follow the banner. Other browsers ignore it.
 */
export const FIRST_PAINT_WHEN_PARSED = `<link rel="expect" href="#${CONSENT_BANNER_ID}" blocking="render">`

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
  /** The files every island needs (loader, React, texts' loader, full stylesheet), preloaded on intent. */
  islandsShared?: () => string
  notFound?: boolean
  dev?: boolean
  /** reCAPTCHA v3 site key, published for the forms when configured. */
  recaptchaSiteKey?: string
}

/**
 * The full HTML document. A page whose body holds no island gets no script file at all; one with islands
 * names its loader on <html> and what every island needs, fetched by the head script when the visitor
 * first reaches for an island (in dev, the loader at once). Pages with share buttons add their script.
 */
export function renderDocument(parts: DocumentParts): string {
  const hasIslands = parts.body.includes('data-island=')
  const scripts = [
    parts.notFound ? `<script>${NOT_FOUND_SCRIPT}</script>` : '',
    hasIslands && parts.dev ? `<script type="module">${DEV_PREAMBLE}</script>` : '',
    hasIslands && parts.dev ? `<script type="module" src="${parts.islandsEntry()}"></script>` : '',
  ].join('')
  const shared = hasIslands && !parts.dev && parts.islandsShared?.()
  const islands =
    hasIslands && !parts.dev
      ? ` ${ISLANDS_ATTRIBUTE}="${parts.islandsEntry()}"${shared ? ` ${PRELOAD_ATTRIBUTE}="${shared}"` : ''}`
      : ''
  const share = parts.body.includes('data-island="Share"') ? `\n<script>${SHARE_SCRIPT}</script>` : ''
  return `<!DOCTYPE html>
<html lang="${parts.lang}" dir="${parts.dir}"${islands}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FIRST_PAINT_WHEN_PARSED}
${parts.head}
<link rel="icon" href="${FAVICON_URL}" type="image/svg+xml">
<meta name="theme-color" content="#172c66">${parts.recaptchaSiteKey ? `\n<meta name="recaptcha-site-key" content="${parts.recaptchaSiteKey.replace(/[^\w-]/g, '')}">` : ''}
<script>${HEAD_SCRIPT}</script>${share}
</head>
<body class="min-h-screen bg-white antialiased">
${parts.dir === 'rtl' ? isolateRuns(parts.body) : parts.body}${scripts}
</body>
</html>`
}
