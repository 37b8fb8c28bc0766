// Bench step 1: wall time of a clean production build, pages written, and the marginal cost per page.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface BuildRun {
  seconds: number
  pages: number
  msPerPage: number
}

function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countHtml(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0),
    0,
  )
}

/** Runs `npm run build` from scratch (it empties dist/), optionally with generated extra articles. */
export function timedBuild(extraArticles = 0): BuildRun {
  const env = { ...process.env, BENCH_EXTRA_ARTICLES: String(extraArticles) }
  const started = performance.now()
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`Build failed (extra articles: ${extraArticles})`)
  const pages = countHtml('dist/client')
  return { seconds, pages, msPerPage: (seconds * 1000) / pages }
}

/** The cost of each added page: extra time over extra pages, in milliseconds. */
export function marginalMs(base: BuildRun, scaled: BuildRun): number {
  return ((scaled.seconds - base.seconds) * 1000) / Math.max(1, scaled.pages - base.pages)
}
