// Whether dist/ must be built again: missing, unfinished, older than the sources or made for another origin.
// Used by `npm start` (scripts/start.mjs) and `npm run test:quick` (scripts/test-quick.ts).
// Plain JavaScript on purpose: it runs before any build, and without the TypeScript loader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'pages',
  'renderer',
  'components',
  'islands',
  'ui',
  'core',
  'shared',
  'locales',
  'content',
  'public',
  'server',
  'scripts',
  'package.json',
]
/** Written last by the build, with the origin it was made for (scripts/site-origin.ts). */
const STAMP = 'dist/site-url.json'
/** Present while a build runs (scripts/stale-output.ts). */
const UNFINISHED = 'dist/client/.build-started'
export const SERVER = 'dist/node/server.mjs'

/** @param {string} path @returns {number} */
function newest(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))))
}

/** @returns {string | undefined} */
function builtFor() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).siteUrl
  } catch {
    return undefined
  }
}

/** True when dist/ is not a finished build, for this origin, newer than every source. @param {string} origin */
export function buildIsStale(origin) {
  return (
    !existsSync(STAMP) ||
    !existsSync(SERVER) ||
    existsSync(UNFINISHED) ||
    builtFor() !== origin ||
    SOURCES.some((s) => existsSync(s) && newest(s) > statSync(STAMP).mtimeMs)
  )
}
