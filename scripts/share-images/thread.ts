// A share image thread (started by scripts/share-images/index.ts): draws its jobs' cards and writes each
// image into the site and into the cache, then ends.
import { renameSync, writeFileSync } from 'node:fs'
import { workerData } from 'node:worker_threads'
import type { ShareCard } from '../../core/shareImage.ts'
import { shareImageDrawer } from './draw.ts'

export interface DrawJob {
  card: ShareCard
  /** Its file in the site. */
  target: string
  /** Its file in the cache. */
  cached: string
}

const jobs = workerData as DrawJob[]
const drawer = await shareImageDrawer()
for (const { card, target, cached } of jobs) {
  const png = drawer.draw(card)
  writeFileSync(target, png)
  // Whole or not at all: a build stopped while writing leaves no half image for the next to copy.
  writeFileSync(`${cached}.tmp`, png)
  renameSync(`${cached}.tmp`, cached)
}
