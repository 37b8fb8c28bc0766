// `npm start`: builds the site if dist/ is missing, unfinished, older than the sources or made for another
// origin (SITE_URL, or this machine's http://localhost:$PORT when unset), then runs the compiled server
// Plain JavaScript on purpose: it runs before any build, and without the TypeScript loader.
import { spawnSync } from 'node:child_process'
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
const SERVER = 'dist/node/server.mjs'

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

const local = !process.env.SITE_URL
const origin = local
  ? `http://localhost:${process.env.PORT || 3000}`
  : process.env.SITE_URL.replace(/\/+$/, '')
const stale =
  !existsSync(STAMP) ||
  !existsSync(SERVER) ||
  existsSync(UNFINISHED) ||
  builtFor() !== origin ||
  SOURCES.some((s) => existsSync(s) && newest(s) > statSync(STAMP).mtimeMs)
if (stale) {
  console.log(`Building the site for ${origin}…`)
  const build = spawnSync('npm', ['run', 'build', ...(local ? ['--', '--local'] : [])], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import(`../${SERVER}`)
