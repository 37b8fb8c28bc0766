// `npm start`: builds the site if dist/ is missing, unfinished, older than the sources or made for another
// origin (SITE_URL, or this machine's http://localhost:$PORT when unset), then runs the compiled server
// Plain JavaScript on purpose: it runs before any build, and without the TypeScript loader.
import { spawnSync } from 'node:child_process'
import { buildIsStale, SERVER } from './build-freshness.mjs'

const local = !process.env.SITE_URL
const origin = local
  ? `http://localhost:${process.env.PORT || 3000}`
  : process.env.SITE_URL.replace(/\/+$/, '')
if (buildIsStale(origin)) {
  console.log(`Building the site for ${origin}…`)
  const build = spawnSync('npm', ['run', 'build', ...(local ? ['--', '--local'] : [])], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import(`../${SERVER}`)
