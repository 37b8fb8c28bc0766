// Bench, first interactions: the one runner of every engine. An engine is a small adapter
// (interaction-chromium.ts, interaction-firefox.ts, interaction-webkit.ts) that loads a row's page in a new
// context and hands this file a Session; this file makes the row's steps, its gesture and reads its answer
// and Event Timing entries, times every case `runs` times and summarizes each row's runs.
import { answered, arm } from './interaction-answer.ts'
import type { Case } from './interaction-cases.ts'
import type { Drive } from './interaction-drive.ts'
import { gestureEvents } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import type {
  Engine,
  EngineInfo,
  EventDuration,
  InteractionResult,
  InteractionRun,
  ProfileName,
  Visitor,
} from './results.ts'

/** A page loaded in a new context, network idle, with the bench's init script (interaction-events.ts). */
export interface Session {
  drive: Drive
  /** Runs `fn(arg)` in the page (serialized) and returns its result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>
  /**
   * After the gesture, when the run follows it (not with --quick): waits until the row's island has
   * hydrated (up to 20 s, when the gesture was made) and, where weighed, the network is idle; resolves
   * whether it hydrated.
   */
  settle?: (island: string, performed: boolean) => Promise<boolean>
  /** False in an engine without the Event Timing API: the run gives the in-page figure only. */
  eventTiming?: boolean
}

/** An engine as the bench drives it (one adapter per engine): one run of a row, in a new context. */
export interface RowEngine {
  engine: Engine
  profile: ProfileName
  /** What its figures leave out (no throttling…). */
  note?: string
  run(row: Row, visitor: Visitor): Promise<InteractionRun>
}

/** An engine launched for the bench: its description, its adapter (unless skipped), and how to close it. */
export interface LaunchedEngine extends EngineInfo {
  rows?: RowEngine
  close(): Promise<void>
}

/** The phone-sized window of the engines that cannot throttle (WebKit's has no device pixel ratio). */
export const MOBILE_SIZE = { width: 412, height: 823, deviceScaleFactor: 1.75 }

/** How long an island may take to hydrate after the gesture, when a run follows it. */
export const HYDRATION_TIMEOUT = 20_000
const ANSWER_TIMEOUT = 15_000
/** How long the page may take, past two frames after settling, to report the gesture's entries. */
const EVENT_WAIT = 1_000

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Why a step or the gesture failed, in a few words: which island covers the target, or the error's first line. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const lines = message.split('\n')
  const covered = lines.find((line) => line.includes('intercepts pointer events'))
  if (covered) {
    const island = /data-island="(\w+)"/.exec(covered)?.[1]
    return `blocked: ${island ? `the ${island} island` : 'another element'} covers the target`
  }
  return lines[0] ?? message
}

/** The steps, the gesture and its answer, then (once the page has settled, if followed) its Event Timing entries. */
export async function runRow(session: Session, row: Row): Promise<Omit<InteractionRun, 'weight'>> {
  let ms: number | null = null
  let input: number | null = null
  let failure: string | undefined
  let performed = false
  try {
    const { gesture, answer } = await row.prepare(session.drive)
    await session.evaluate(arm, { answer, fleeting: Boolean(row.fleeting) })
    await gesture()
    performed = true
    const timing = await session.evaluate(answered, ANSWER_TIMEOUT)
    if (!timing) failure = `no answer within ${ANSWER_TIMEOUT / 1000} s`
    else if (timing.early) failure = 'the answer showed before the gesture'
    else if (timing.input === null) failure = 'no input event reached the page'
    else {
      input = timing.input
      ms = (timing.answer as number) - timing.input
    }
  } catch (error) {
    failure = performed ? `no answer within ${ANSWER_TIMEOUT / 1000} s` : describeFailure(error)
  }
  const hydrated = await session.settle?.(row.island, performed)
  let event: EventDuration | null = null
  let eventFailure: string | undefined
  if (ms !== null && input !== null && session.eventTiming !== false) {
    try {
      event = await session.evaluate(gestureEvents, { input, ms: EVENT_WAIT })
    } catch (error) {
      eventFailure = describeFailure(error)
    }
  }
  return {
    ms,
    event,
    ...(hydrated === undefined ? {} : { hydrated }),
    ...(failure ? { failure } : {}),
    ...(eventFailure ? { eventFailure } : {}),
  }
}

/** A run whose page did not load or settle: a failed run, not a failed bench. */
export const failedRun = (error: unknown): InteractionRun => ({
  ms: null,
  event: null,
  failure: `page: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
})

/**
 * `Session.settle` for an engine that can only ask the page: whether the island has hydrated, asked every
 * 100 ms for up to HYDRATION_TIMEOUT (once, when the gesture could not be made).
 */
export const settleByAsking =
  (hydrated: (selector: string) => Promise<boolean>) =>
  async (island: string, performed: boolean): Promise<boolean> => {
    const end = Date.now() + (performed ? HYDRATION_TIMEOUT : 0)
    for (;;) {
      const done = await hydrated(`[data-island="${island}"][data-hydrated="true"]`).catch(() => false)
      if (done || Date.now() > end) return done
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

/** Each case `runs` times in one engine, each run in a new context; prints a line of progress per row. */
export async function timeCases(
  engine: RowEngine,
  cases: Case[],
  runs: number,
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = []
  for (const { row, visitor } of cases) {
    const samples: InteractionRun[] = []
    for (let i = 0; i < runs; i++) samples.push(await engine.run(row, visitor))
    const at = {
      visitor,
      engine: engine.engine,
      profile: engine.profile,
      ...(engine.note ? { note: engine.note } : {}),
    }
    const result = summarize(row, at, samples)
    results.push(result)
    console.log(progress(result))
  }
  return results
}

/** A row's runs and their medians and maxima. */
export function summarize(
  row: Row,
  at: Pick<InteractionResult, 'visitor' | 'engine' | 'profile' | 'note'>,
  runs: InteractionRun[],
): InteractionResult {
  const answered = runs.flatMap((s) => (s.ms === null ? [] : [s.ms]))
  const events = runs.flatMap((s) => (s.event ? [s.event.ms] : []))
  const weights = runs.flatMap((s) => (s.weight ? [s.weight] : []))
  return {
    row: row.name,
    island: row.island,
    url: row.url,
    ...at,
    runs,
    medianMs: answered.length ? median(answered) : null,
    maxMs: answered.length ? Math.max(...answered) : null,
    eventMedianMs: events.length ? median(events) : null,
    eventMaxMs: events.length ? Math.max(...events) : null,
    ...(weights.length
      ? {
          jsGz: median(weights.map((w) => w.js.gz)),
          jsWire: median(weights.map((w) => w.js.wire)),
          requests: median(weights.map((w) => w.requests)),
        }
      : {}),
  }
}

/** One line of progress: each run's two figures. */
export function progress(r: InteractionResult): string {
  const figure = (s: InteractionRun) =>
    s.ms === null
      ? `failed (${s.failure})`
      : `${s.ms.toFixed(0)}${s.event ? ` (INP ${s.event.ms ? s.event.ms.toFixed(0) : '<16'})` : ''}`
  return `  ${r.engine} ${r.profile}, ${r.row}, ${r.visitor}: ${r.runs.map(figure).join(' / ')} ms`
}
