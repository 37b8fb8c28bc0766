// What makes a screenshot the same on every machine of this kind: one Chromium major per baseline folder,
// fixed rendering flags, animations off, caret hidden, and the fonts .ci/run installs from Debian.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from '../../scripts/chromium.ts'

/** The major version of the Chromium the tests run (Debian's, or $CHROMIUM_PATH): baselines are per major. */
export function chromiumMajor(executable = findChromium()): string {
  if (!executable) return 'unknown'
  const version = execFileSync(executable, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return /(\d+)\.\d+\.\d+/.exec(version)?.[1] ?? 'unknown'
}

export const BASELINES = 'tests/visual/baselines'
export const baselineFolder = (major = chromiumMajor()) => `${BASELINES}/chromium-${major}`
export const hasBaselines = (major = chromiumMajor()) => existsSync(baselineFolder(major))

/** Rendering that does not depend on the machine's display: sRGB, grayscale antialiasing, no hinting. */
export const VISUAL_CHROMIUM_ARGS = [
  '--force-color-profile=srgb',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
]

/**
 * How close a screenshot must be to its baseline: a pixel differs past a 0.15 colour distance, and at most
 * 25 may differ, so that a block of text moved by 4 px (thousands of pixels) fails while the antialiasing
 * of one glyph does not.
 */
export const SCREENSHOT_TOLERANCE = { threshold: 0.15, maxDiffPixels: 25 } as const
