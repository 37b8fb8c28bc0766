// `npx tsx scripts/bench/trace.ts [row names…]`: where a first tap's time goes, from a Chromium trace.
// Serves dist/client (build it first: `npm run build -- --local`), runs each named row of the bench
// (interaction-rows.ts; default: the --quick rows) once for a first-time visitor on the mobile profile
// (interaction-chromium.ts), with CDP tracing from just before the gesture to its Event Timing entries, and
// prints the main thread's work in each part of the interaction's longest entry: input delay (before its
// first handler), processing (its handlers) and presentation (until the next frame), the longest first.
// Writes each trace to $TRACE_DIR (default /tmp/bench-traces)/<row>.json (DevTools' Performance panel opens them).
import { mkdirSync, writeFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { type CDPSession, chromium } from '@playwright/test'
import { parseConfig } from '../../core/config.ts'
import { createApp } from '../../server/app.ts'
import { InboxStore } from '../../server/inbox/store.ts'
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts'
import { QUICK_ROWS } from './interaction-cases.ts'
import { PROFILES, throttle } from './interaction-chromium.ts'
import { playwrightDrive } from './interaction-drive.ts'
import { INIT_SCRIPT } from './interaction-events.ts'
import { type Row, rowsFor } from './interaction-rows.ts'
import { runRow } from './interaction-run.ts'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
]
const OUT = process.env.TRACE_DIR ?? '/tmp/bench-traces'
const PORT = Number(process.env.BENCH_PORT ?? 4600)
const base = `http://localhost:${PORT}`

async function collect(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  return events
}

/** A short label for a trace event: its type and what it names (an event type, a script, a URL). */
function label(e: TraceEvent): string {
  const d = e.args?.data ?? {}
  const what = d.type ?? d.functionName ?? d.url ?? d.name ?? ''
  return `${e.name}${what ? ` ${String(what).replace(/^.*\//, '')}` : ''}`
}

/** The main thread's complete events within [from, to] (µs), summed by label, longest first. */
function work(main: TraceEvent[], from: number, to: number): string {
  const sums = new Map<string, number>()
  for (const e of main) {
    if (e.ph !== 'X' || !e.dur || e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue
    const start = Math.max(e.ts, from)
    const end = Math.min(e.ts + e.dur, to)
    if (end - start < 500) continue
    sums.set(label(e), (sums.get(label(e)) ?? 0) + (end - start))
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ')
}

async function traceRow(browser: Awaited<ReturnType<typeof chromium.launch>>, row: Row) {
  const profile = PROFILES.find((p) => p.name === 'mobile')
  if (!profile) throw new Error('no mobile profile')
  const context = await browser.newContext({ ...profile.context, permissions: ['clipboard-write'] })
  await context.addInitScript(INIT_SCRIPT)
  const page = await context.newPage()
  await throttle(context, page)
  const cdp = await context.newCDPSession(page)
  await page.goto(base + row.url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const traced: Row = {
    ...row,
    prepare: async (drive) => {
      const { gesture, answer } = await row.prepare(drive)
      return {
        answer,
        gesture: async () => {
          await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' })
          await gesture()
        },
      }
    },
  }
  const session = {
    drive: playwrightDrive(page, true),
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      page.evaluate(fn as (arg: unknown) => never, arg) as Promise<R>,
  }
  const run = await runRow(session, traced)
  const events = await collect(cdp)
  await context.close()
  mkdirSync(OUT, { recursive: true })
  writeFileSync(`${OUT}/${row.name.replace(/\W+/g, '-')}.json`, JSON.stringify({ traceEvents: events }))
  const e = run.event
  if (!e?.name || e.inputDelay === undefined || e.processing === undefined) {
    console.log(`${row.name}: ${run.failure ?? 'no Event Timing entry'} (in-page ${run.ms} ms)`)
    return
  }
  // The renderer's main thread: the one that dispatched the entry's event.
  const dispatches = events.filter((x) => x.name === 'EventDispatch' && x.args?.data?.type === e.name)
  const first = dispatches[0]
  if (!first) {
    console.log(`${row.name}: no ${e.name} dispatch in the trace`)
    return
  }
  const main = events.filter((x) => x.pid === first.pid && x.tid === first.tid)
  const processingStart = first.ts
  const inputStart = processingStart - e.inputDelay * 1000
  const processingEnd = processingStart + e.processing * 1000
  const end = processingEnd + (e.presentation ?? 0) * 1000
  console.log(
    `${row.name}: in-page ${run.ms?.toFixed(0)} ms, Event Timing ${e.ms} ms on ${e.name} (${e.inputDelay.toFixed(0)} + ${e.processing.toFixed(0)} + ${(e.presentation ?? 0).toFixed(0)})`,
  )
  console.log(`  input delay: ${work(main, inputStart, processingStart)}`)
  console.log(`  processing: ${work(main, processingStart, processingEnd)}`)
  console.log(`  presentation: ${work(main, processingEnd, end)}`)
}

const wanted = process.argv.slice(2)
const rows = ['fr', 'ar'] as const
const all = rows.flatMap((lang) => rowsFor(lang))
const chosen = all.filter((r) => (wanted.length ? wanted : QUICK_ROWS).includes(r.name))
process.env.CHAT_RATE_LIMIT = '100000'
const store = new InboxStore(':memory:')
const app = createApp({
  root: 'dist/client',
  config: parseConfig({ PORT: String(PORT), FORMS_RATE_LIMIT: '1000' }),
  inbox: store,
})
const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  for (const row of chosen) await traceRow(browser, row)
} finally {
  await browser.close()
  server.close()
  store.close()
}
