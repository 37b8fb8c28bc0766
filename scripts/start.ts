// `npm start`: builds the site if dist/ is missing, older than the sources or made for another origin
// (SITE_URL, or this machine's http://localhost:$PORT when unset), then serves it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildSiteUrl, builtSiteUrl } from './site-origin.ts'
import { buildUnfinished } from './stale-output.ts'

const SOURCES = [
  'pages',
  'renderer',
  'components',
  'islands',
  'locales',
  'content',
  'public',
  'server',
  'package.json',
]
const OUTPUT = 'dist/client'
const STAMP = `${OUTPUT}/index.html`

function newest(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))))
}

const local = !process.env.SITE_URL
const origin = buildSiteUrl(process.env, local)
const stale =
  !existsSync(STAMP) ||
  builtSiteUrl() !== origin ||
  buildUnfinished(OUTPUT) ||
  SOURCES.some((s) => existsSync(s) && newest(s) > statSync(STAMP).mtimeMs)
if (stale) {
  console.log(`Building the site for ${origin}…`)
  const build = spawnSync('npm', ['run', 'build', ...(local ? ['--', '--local'] : [])], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('../server/index.ts')
