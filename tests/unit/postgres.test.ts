import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Outbox } from '../../server/delivery/outbox.ts'
import { emailSender } from '../../server/delivery/senders.ts'
import { PgStore } from '../../server/inbox/pgStore.ts'
import { freePort, serverAnswers } from '../server-start.ts'
import { TIMEOUTS } from '../timeouts.ts'
import { startMailbox } from './mailbox.ts'

/**
 * The inbox and its outbox on a real PostgreSQL that this test starts (Debian's `postgresql` package,
 * installed by .ci/run): a throwaway cluster in a temporary folder, on a loopback port. Where no
 * PostgreSQL is installed, the tests are skipped and say why; nothing is faked.
 */
const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []
const bin = versions.length ? join('/usr/lib/postgresql', versions.at(-1) as string, 'bin') : undefined
const why = bin ? '' : ' (skipped: no PostgreSQL here; `apt-get install postgresql`)'
const asRoot = process.getuid?.() === 0

let dir = ''
let port = 0
const run = (tool: string, args: string[]) =>
  execFileSync(
    asRoot ? 'runuser' : join(bin as string, tool),
    asRoot ? ['-u', 'postgres', '--', join(bin as string, tool), ...args] : args,
    {
      stdio: 'pipe',
    },
  )

let databases = 0
/** A fresh database on the test cluster, as a DATABASE_URL. */
async function freshDatabase(): Promise<string> {
  const name = `inbox_${++databases}`
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return `postgres://postgres@127.0.0.1:${port}/${name}`
}

describe.skipIf(!bin)(`PostgreSQL store${why}`, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'qualixa-pg-'))
    if (asRoot)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres']).toString()),
        Number(execFileSync('id', ['-g', 'postgres']).toString()),
      )
    port = await freePort()
    run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'])
    run('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ])
  }, 60_000)

  afterAll(() => {
    if (!dir) return
    try {
      run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stores a submission with its pending deliveries, lists them and says it is writable', async () => {
    const store = await PgStore.open(await freshDatabase())
    try {
      const id = await store.add(
        'contact',
        { name: 'Jeanne', message: 'Bonjour <b>' },
        ['email', 'webhook'],
        1000,
      )
      expect(await store.list()).toEqual([
        {
          id,
          form: 'contact',
          createdAt: new Date(1000).toISOString(),
          data: { name: 'Jeanne', message: 'Bonjour <b>' },
        },
      ])
      expect(
        (await store.deliveries(id)).map((d) => [d.channel, d.status, d.attempts, d.nextAttemptAt]),
      ).toEqual([
        ['email', 'pending', 0, 1000],
        ['webhook', 'pending', 0, 1000],
      ])
      expect(await store.writable()).toBe(true)
      const claimed = await store.claimNext(1000, 60_000)
      expect(claimed?.channel).toBe('email')
      await store.markFailed(claimed?.id as number, 'down', 5000)
      expect((await store.deliveries(id))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'down',
        nextAttemptAt: 5000,
      })
    } finally {
      await store.close()
    }
  })

  it('outlives its idle connections being closed by the database (a restart, a failover)', async () => {
    const url = await freshDatabase()
    const store = await PgStore.open(url)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(await store.writable()).toBe(true)
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      const { rows } = await admin.query<{ closed: boolean }>(
        'SELECT pg_terminate_backend(pid) AS closed FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      await admin.end()
      expect(rows.length).toBeGreaterThan(0)
      // The pool hears of it as an error of an idle connection: logged, and the next query opens another.
      await vi.waitFor(() =>
        expect(warnings).toHaveBeenCalledWith(expect.stringContaining('database_connection_lost')),
      )
      expect(await store.writable()).toBe(true)
    } finally {
      warnings.mockRestore()
      await store.close()
    }
  })

  it(
    'the compiled server uses it with DATABASE_URL: /healthz, a contact form stored there',
    async () => {
      const url = await freshDatabase()
      const serverPort = await freePort()
      const child = spawn(process.execPath, ['dist/node/server.mjs'], {
        env: { ...process.env, DATABASE_URL: url, PORT: String(serverPort), COMPRESS_AHEAD: 'off' },
        stdio: 'ignore',
      })
      try {
        const base = `http://127.0.0.1:${serverPort}`
        expect(await serverAnswers(`${base}/healthz`, child)).toBe(true)
        const res = await fetch(`${base}/f/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Jeanne',
            email: 'jeanne@example.com',
            subject: 'Audit',
            message: 'Bonjour',
          }),
        })
        expect(res.status).toBe(200)
        const store = await PgStore.open(url)
        expect((await store.list()).map((s) => s.data.name)).toEqual(['Jeanne'])
        await store.close()
      } finally {
        child.kill('SIGTERM')
      }
    },
    TIMEOUTS.unitWithServer,
  )

  it('two server instances deliver concurrently: every submission is e-mailed exactly once', async () => {
    const mailbox = await startMailbox()
    const url = await freshDatabase()
    const [a, b] = [await PgStore.open(url), await PgStore.open(url)]
    try {
      const settings = {
        smtpUrl: `smtp://127.0.0.1:${mailbox.port}`,
        to: 'leads@qualixa.example',
        from: 'site@qualixa.example',
      }
      const first = new Outbox(a, { email: emailSender(settings, 'Qualixa') })
      const second = new Outbox(b, { email: emailSender(settings, 'Qualixa') })
      for (let i = 1; i <= 20; i++)
        await (i % 2 ? a : b).add('contact', { name: `Lead ${i}`, email: `lead${i}@example.com` }, ['email'])
      await Promise.all([first.kick(), second.kick(), first.kick(), second.kick()])
      await Promise.all([first.kick(), second.kick()])
      expect(mailbox.received.map((m) => m.text.match(/Name: (Lead \d+)/)?.[1]).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Lead ${i + 1}`).sort(),
      )
      const deliveries = await a.deliveries()
      expect(deliveries.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true)
    } finally {
      await a.close()
      await b.close()
      await mailbox.close()
    }
  })
})
