/**
 * The production server for the engine journeys, as `npm start` runs it (node dist/node/server.mjs on
 * the built site), with its own throwaway inbox and no rate limit in the way.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { serverAnswers } from '../server-start.ts'
import { ENGINES_DATA_DIR } from './journeys.ts'

export async function startServer(port: number): Promise<{ baseURL: string; stop: () => void }> {
  rmSync(ENGINES_DATA_DIR, { recursive: true, force: true })
  // ENGINES_SITE: another checkout's build (to compare with an earlier commit); its inbox is still ours.
  const site = process.env.ENGINES_SITE ?? '.'
  const child: ChildProcess = spawn(process.execPath, [resolve(site, 'dist/node/server.mjs')], {
    cwd: site,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: resolve(ENGINES_DATA_DIR),
      FORMS_RATE_LIMIT: '100000',
      // The journeys load a few pages: each is compressed on its first request, not all 188 at start.
      COMPRESS_AHEAD: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseURL = `http://localhost:${port}`
  if (await serverAnswers(`${baseURL}/healthz`, child)) return { baseURL, stop: () => child.kill() }
  child.kill()
  throw new Error(
    `the production server did not answer on ${baseURL} (is dist/ built? npm run build -- --local)`,
  )
}
