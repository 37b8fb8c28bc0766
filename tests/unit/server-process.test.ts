import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { InboxStore } from '../../server/inbox/store.ts'
import { freePort } from '../server-start.ts'
import { TIMEOUTS } from '../timeouts.ts'

/**
 * The compiled production server (dist/node/server.mjs, written by `npm run build`, which npm test runs
 * before the unit tests) as a real process on a loopback port: health, shutdown, logs.
 */
const SERVER = 'dist/node/server.mjs'

interface Running {
  child: ChildProcess
  port: number
  output: () => string
  exited: Promise<number | null>
}

const running: Running[] = []
afterEach(() => {
  for (const { child } of running.splice(0)) child.kill('SIGKILL')
})

async function start(): Promise<Running> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'qualixa-server-'))
  const child = spawn(process.execPath, [SERVER], {
    // COMPRESS_AHEAD: a server that lives a few seconds compresses only what it is asked for.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      COMPRESS_AHEAD: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve(code)
    }),
  )
  const server = { child, port, output: () => output, exited }
  running.push(server)
  // A busy machine starts it slowly: its time limit is the suites' one for a server's start.
  const deadline = Date.now() + TIMEOUTS.serverStart
  while (Date.now() < deadline && !output.includes('Site ready') && child.exitCode === null)
    await new Promise((r) => setTimeout(r, 100))
  expect(output).toContain('Site ready')
  return server
}

const contact = JSON.stringify({
  name: 'Jeanne Martin',
  email: 'jeanne@example.com',
  subject: 'Functional Testing',
  message: 'Bonjour, nous cherchons une équipe de recette.',
})

/** Opens a raw connection and sends a POST's headers and the first part of its body. */
async function startUpload(port: number, body: string, sent: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(
    `POST /f/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  )
  socket.write(body.slice(0, sent))
  return socket
}

const lines = (output: string) => output.split('\n').filter((l) => l.startsWith('{'))

/**
 * Waits until the server has read what was sent before: a request on another connection, sent after it,
 * is answered only once the server has taken the earlier connection and its bytes (they reach it first).
 * A fixed wait was too short beside a CPU hog.
 */
async function readBy(server: Running): Promise<void> {
  // Its own connection, closed after it (fetch's pool would keep it and reuse it for the next request).
  const status = await new Promise<number | undefined>((resolve, reject) =>
    get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode)
    }).on('error', reject),
  )
  expect(status).toBe(200)
}

/** Waits for a line of the server's log with this event, bounded by a server start's time limit. */
async function untilLogged(server: Running, event: string): Promise<void> {
  const deadline = Date.now() + TIMEOUTS.serverStart
  while (Date.now() < deadline && !lines(server.output()).some((l) => JSON.parse(l).event === event))
    await new Promise((r) => setTimeout(r, 20))
  expect(lines(server.output()).map((l) => JSON.parse(l).event)).toContain(event)
}

describe('the production server process', { timeout: TIMEOUTS.unitWithServer }, () => {
  it('answers /healthz 200 while the store is writable', async () => {
    const { port } = await start()
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('on SIGTERM stops accepting, finishes the request in flight, stores it, and exits 0', async () => {
    const server = await start()
    const socket = await startUpload(server.port, contact, 20)
    let answer = ''
    socket.on('data', (d) => {
      answer += d
    })
    // Once the server is reading the request, ask it to stop; it logs 'shutdown' as it closes its port.
    await readBy(server)
    server.child.kill('SIGTERM')
    await untilLogged(server, 'shutdown')
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow()
    socket.end(contact.slice(20))
    expect(await server.exited).toBe(0)
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer).toContain('{"ok":true')
    const events = lines(server.output()).map((l) => JSON.parse(l).event)
    expect(events).toEqual(['shutdown', 'stopped'])
  })

  it('logs an aborted upload as one JSON line, no stack trace', async () => {
    const server = await start()
    const socket = await startUpload(server.port, contact, 30)
    await readBy(server)
    socket.destroy()
    await untilLogged(server, 'client_aborted')
    const output = server.output()
    expect(output).not.toMatch(/\n\s+at /)
    const logged = lines(output).map((l) => JSON.parse(l) as { level: string; event: string })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ level: 'warn', event: 'client_aborted', path: '/f/contact' })
    // Still serving.
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200)
  })
})

describe('GET /healthz', () => {
  it('answers 503 with a JSON reason when the store cannot be written to', async () => {
    const store = new InboxStore(':memory:')
    const app = createApp({ root: 'dist/client', config: parseConfig({}), inbox: store })
    expect((await app.request('/healthz')).status).toBe(200)
    store.close()
    const res = await app.request('/healthz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, error: 'The form store cannot be written to.' })
  })
})
