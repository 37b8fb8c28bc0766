// The origin a build writes into its pages (canonical, hreflang, sitemap, robots.txt, OpenGraph, JSON-LD),
// chosen explicitly: SITE_URL for a deployment, or this machine's own origin when asked for (`--local`,
// which `npm start` passes). The build records it, so that `npm start` rebuilds when it changes.
import { writeFileSync } from 'node:fs'
import { parseConfig } from '../core/config.ts'

/** Read by scripts/start.mjs, which rebuilds when it names another origin. */
const STAMP = 'dist/site-url.json'

export const MISSING_SITE_URL = [
  'SITE_URL is not set. Canonical URLs, hreflang, the sitemap, robots.txt, OpenGraph and JSON-LD',
  'carry the address of the site, and a build without it would publish http://localhost URLs.',
  '  - for a deployment: SITE_URL=https://www.example.com npm run build',
  '  - for this machine:  npm run build -- --local   (npm start does this by itself)',
].join('\n')

/**
 * The SITE_URL a build uses: the environment's, else with `local` this machine's origin
 * (http://localhost:$PORT); else undefined, and the build must stop.
 */
export function buildSiteUrl(env: Record<string, string | undefined>, local: boolean): string | undefined {
  if (env.SITE_URL) return parseConfig(env).siteUrl
  return local ? `http://localhost:${parseConfig(env).port}` : undefined
}

/** Records the origin the build in dist/ was made for. */
export function recordSiteUrl(siteUrl: string): void {
  writeFileSync(STAMP, `${JSON.stringify({ siteUrl })}\n`)
}
