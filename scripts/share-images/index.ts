// The build's share images: one per card the pages announce (core/shareImage.ts), written under
// dist/client/og/. Each is kept in a cache named by a hash of what it shows and of how it is drawn, so a
// rebuild with unchanged titles draws nothing: it copies. What is missing is drawn on as many threads as
// the machine has cores (scripts/share-images/thread.ts).
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { SHARE_IMAGE_SIZE, type ShareCard, shareImagePath } from '../../core/shareImage.ts'
import { tsThread } from '../ts-thread.ts'
import type { DrawJob } from './thread.ts'

/** Where drawn images are kept between builds (outside dist/, which a clean build starts without). */
export const SHARE_IMAGE_CACHE = 'node_modules/.cache/share-images'

/** Cached images no build has used for this long are deleted. */
const CACHE_DAYS = 30

/** The files whose code decides how an image looks: drawing, layout, fonts and encoding. */
const DESIGN_FILES = ['./draw.ts', './backdrop.ts', './design.ts', './fonts.ts', './palette.ts', './png.ts']

/** What decides how an image looks besides its card: the drawing code, the renderer and the fonts. */
function designFingerprint(): string {
  const require = createRequire(import.meta.url)
  const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version
  const hash = createHash('sha256')
  for (const file of DESIGN_FILES) hash.update(readFileSync(new URL(file, import.meta.url)))
  for (const pkg of ['canvaskit-wasm', '@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-arabic'])
    hash.update(`${pkg}@${version(pkg)}`)
  hash.update(JSON.stringify(SHARE_IMAGE_SIZE))
  return hash.digest('hex')
}

export interface ShareImagesReport {
  /** Images written into the site. */
  images: number
  /** Of those, drawn by this build (the others came from the cache). */
  drawn: number
  /** The drawing threads started (none when everything was cached). */
  threads: number
}

export interface ShareImageWriter {
  /** Records a page's card (pages showing the same card share its image). */
  add(card: ShareCard): void
  /** Writes every recorded card's image under `root`. */
  close(): Promise<ShareImagesReport>
}

export function shareImageWriter(root: string, cacheDir = SHARE_IMAGE_CACHE): ShareImageWriter {
  const cards = new Map<string, ShareCard>()
  return {
    add(card) {
      cards.set(shareImagePath(card), card)
    },
    async close() {
      mkdirSync(cacheDir, { recursive: true })
      const design = designFingerprint()
      const now = new Date()
      const missing: DrawJob[] = []
      for (const [path, card] of cards) {
        const target = join(root, path)
        mkdirSync(join(target, '..'), { recursive: true })
        const key = createHash('sha256').update(design).update(JSON.stringify(card)).digest('hex')
        const cached = join(cacheDir, `${key.slice(0, 32)}.png`)
        if (existsSync(cached)) {
          copyFileSync(cached, target)
          // Kept fresh while builds use it (pruneCache).
          utimesSync(cached, now, now)
        } else missing.push({ card, target, cached })
      }
      const threads = await drawAll(missing)
      pruneCache(cacheDir, now.getTime() - CACHE_DAYS * 86_400_000)
      return { images: cards.size, drawn: missing.length, threads }
    },
  }
}

/** Draws the jobs on threads sharing them out; returns how many threads it started. */
async function drawAll(jobs: DrawJob[]): Promise<number> {
  if (!jobs.length) return 0
  // A thread spends some 0.2 s loading CanvasKit and the fonts: not worth it for a handful of images.
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / 8)))
  const shares = Array.from({ length: threads }, (_, i) => jobs.filter((_, j) => j % threads === i))
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = tsThread(new URL('./thread.ts', import.meta.url), share)
          worker.once('error', reject)
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`A share image thread stopped (exit code ${code})`)),
          )
        }),
    ),
  )
  return threads
}

/** Deletes the cached images no build has used since `before` (a time in ms). */
function pruneCache(cacheDir: string, before: number): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name)
    if (statSync(path).mtimeMs < before) unlinkSync(path)
  }
}
