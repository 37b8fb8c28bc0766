import type { ChildProcess } from 'node:child_process'
import { TIMEOUTS } from './timeouts.ts'

/** How often a starting server is asked whether it answers. */
const POLL_MS = 100

/**
 * Waits until a server a test started answers `url` with a success, for at most TIMEOUTS.serverStart
 * (a busy machine starts it slowly) and no longer once its process has exited. True when it answers.
 */
export async function serverAnswers(
  url: string,
  child?: ChildProcess,
  timeout: number = TIMEOUTS.serverStart,
): Promise<boolean> {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return true
    if (child && child.exitCode !== null) return false
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return false
}
