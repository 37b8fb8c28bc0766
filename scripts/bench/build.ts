// Bench step 1: wall time of a clean production build, pages written, and the marginal cost per page.
import { spawnSync } from 'node:child_process'
import { htmlFilesUnder } from '../../server/files.ts'

export interface BuildRun {
  /** The median of the runs' wall times. */
  seconds: number
  pages: number
  msPerPage: number
  /** Every run's wall time, in seconds, in order. */
  runs: number[]
}

/** One production build from scratch (it empties dist/), optionally with generated extra articles: seconds. */
function buildOnce(extraArticles: number): number {
  const env = { ...process.env, BENCH_EXTRA_ARTICLES: String(extraArticles) }
  const started = performance.now()
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`Build failed (extra articles: ${extraArticles})`)
  return (performance.now() - started) / 1000
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/**
 * Times `runs` builds and keeps the median: on this machine the same build varies by a second or more
 * from run to run (disk and CPU shared with the rest of the host), more than the differences measured.
 */
export async function timedBuild(extraArticles = 0, runs = 3): Promise<BuildRun> {
  const times = Array.from({ length: runs }, () => buildOnce(extraArticles))
  const seconds = median(times)
  const pages = (await htmlFilesUnder('dist/client')).length
  return { seconds, pages, msPerPage: (seconds * 1000) / pages, runs: times }
}

/** The cost of each added page: extra time over extra pages, in milliseconds. */
export function marginalMs(base: BuildRun, scaled: BuildRun): number {
  return ((scaled.seconds - base.seconds) * 1000) / Math.max(1, scaled.pages - base.pages)
}
