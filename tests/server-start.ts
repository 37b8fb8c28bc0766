import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { TIMEOUTS } from './timeouts.ts'

/**
 * A loopback port nothing listens on now, as the system hands one out (port 0): for a server a test starts,
 * so that two checkouts' suites, or two suites of one, never meet on a port.
 */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', resolve)
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free loopback port')
  return address.port
}

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
