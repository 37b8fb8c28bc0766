// Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    (() => {
      try {
        return chromium.executablePath()
      } catch {
        return undefined
      }
    })(),
  ]
  return candidates.find((path): path is string => Boolean(path && existsSync(path)))
}

/** Flags for a headless Chromium on a closed network, as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
