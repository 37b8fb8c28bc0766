// Bench, builds: wall time of a clean production build, pages written, and the marginal cost per page.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { htmlFilesUnder } from '../../server/files.ts'
import { SHARE_IMAGE_CACHE } from '../share-images/index.ts'
import type { BuildRun } from './results.ts'

/**
 * Where each timed build's predecessor goes. A clean build starts from no dist/, but deleting one just
 * before would time the file system rather than the build: ext4 without a journal (this machine's disk)
 * skips the inodes freed in the last 30 seconds when it allocates one, so the next thousands of files
 * each scan the thousands just deleted (2.4-3 s of kernel time for 2,000 pages instead of 0.2 s). The old
 * output is moved aside instead (one rename), and deleted once all builds are timed (`clearBuildTrash`).
 */
const TRASH = '.bench-trash'

function moveOutputAside() {
  if (!existsSync('dist')) return
  mkdirSync(TRASH, { recursive: true })
  renameSync('dist', `${TRASH}/dist-${Date.now()}-${Math.random().toString(36).slice(2)}`)
}

/**
 * A copy of the built pages for the bench's server, in the trash with the rest: `npm test` and other work
 * on this machine rebuild dist/ while a bench runs (the full one for an hour), and pages whose inline
 * scripts no longer match the server's hashes, or whose chunks changed names, would fail every row timed
 * after. Returns the copy's client folder.
 */
export function servedCopy(): string {
  const copy = `${TRASH}/served-${Date.now()}/client`
  cpSync('dist/client', copy, { recursive: true })
  return copy
}

/** Deletes the earlier builds' output moved aside by the timed builds. */
export const clearBuildTrash = () => rmSync(TRASH, { recursive: true, force: true })

/**
 * One production build from scratch (no dist/), optionally with generated extra articles: seconds. It runs
 * the command of `npm run build` itself (npm's own start-up is not the build's).
 */
function buildOnce(extraArticles: number): number {
  const env = { ...process.env, BENCH_EXTRA_ARTICLES: String(extraArticles) }
  moveOutputAside()
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
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

/**
 * One clean build with the share images' cache moved aside first, so that it draws every image (a fresh
 * clone's first build); the builds timed after it find the cache it filled.
 */
export async function coldCacheBuild(): Promise<BuildRun> {
  if (existsSync(SHARE_IMAGE_CACHE)) {
    mkdirSync(TRASH, { recursive: true })
    renameSync(SHARE_IMAGE_CACHE, `${TRASH}/share-images-${Date.now()}`)
  }
  return summarize([buildOnce(0)])
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
