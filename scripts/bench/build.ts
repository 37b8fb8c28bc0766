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

/** Build times as a `BuildRun`: their median, and the pages now in dist/. */
async function summarize(times: number[]): Promise<BuildRun> {
  const seconds = median(times)
  const pages = (await htmlFilesUnder('dist/client')).length
  return { seconds, pages, msPerPage: (seconds * 1000) / pages, runs: times }
}

/** Times `runs` builds and keeps the median (dist/ holds the last build's output afterwards). */
export async function timedBuild(extraArticles = 0, runs = 3): Promise<BuildRun> {
  return summarize(Array.from({ length: runs }, () => buildOnce(extraArticles)))
}

export interface Scaling {
  base: BuildRun
  scaled: BuildRun
  /** Each pair's extra time over extra pages, in milliseconds, in order. */
  marginalRuns: number[]
  /** Their median. */
  marginalMs: number
}

/**
 * The scaling measure: `runs` pairs of builds, one with `extraArticles` generated articles per language
 * then a clean one. On this machine the same build drifts by a second or more within minutes (the host
 * is shared), more than the differences measured: taking each pair's difference cancels the drift that
 * separate series would fold into the result. Ends with a clean build in dist/.
 */
export async function scalingBuilds(extraArticles: number, runs = 3): Promise<Scaling> {
  const scaledTimes: number[] = []
  const baseTimes: number[] = []
  let scaledPages = 0
  for (let i = 0; i < runs; i++) {
    scaledTimes.push(buildOnce(extraArticles))
    if (i === 0) scaledPages = (await htmlFilesUnder('dist/client')).length
    baseTimes.push(buildOnce(0))
  }
  const base = await summarize(baseTimes)
  const scaled: BuildRun = {
    seconds: median(scaledTimes),
    pages: scaledPages,
    msPerPage: (median(scaledTimes) * 1000) / scaledPages,
    runs: scaledTimes,
  }
  const added = Math.max(1, scaledPages - base.pages)
  const marginalRuns = scaledTimes.map((t, i) => ((t - (baseTimes[i] as number)) * 1000) / added)
  return { base, scaled, marginalRuns, marginalMs: median(marginalRuns) }
}
