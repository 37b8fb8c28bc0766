// `npm start`: builds the site if dist/ is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
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

const stale =
  !existsSync(STAMP) ||
  buildUnfinished(OUTPUT) ||
  SOURCES.some((s) => existsSync(s) && newest(s) > statSync(STAMP).mtimeMs)
if (stale) {
  console.log('Building the site…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('../server/index.ts')
