// Bench, first interactions: one run of a row on a loaded page, whatever the browser (interactions.ts for
// Chromium, interactions-firefox.ts for Firefox), and the results of a row's runs.
import { answered, arm } from './interaction-answer.ts'
import type { Drive } from './interaction-drive.ts'
import { type EventDuration, gestureEvents } from './interaction-events.ts'
import type { Row } from './interaction-rows.ts'
import type { Weight } from './weight.ts'

export type Visitor = 'first' | 'returning'
export type Engine = 'chromium' | 'firefox' | 'webkit'
/**
 * mobile: Lighthouse's mobile throttling on a phone's screen, taps; unthrottled: a desktop window, clicks;
 * mobile-size: a phone-sized window, taps, without throttling (Firefox, whose BiDi cannot throttle).
 */
export type ProfileName = 'mobile' | 'unthrottled' | 'mobile-size'

export interface InteractionRun {
  /** Input to the first frame showing the answer, in milliseconds (in-page); null when the run failed. */
  ms: number | null
  /** The interaction as browsers time it for INP (Event Timing); null when the run failed or `eventFailure`. */
  event: EventDuration | null
  failure?: string
  /** Why the page could not give the interaction's Event Timing entries. */
  eventFailure?: string
  /** Whether the island reported `data-hydrated="true"` within 20 s (not followed with --quick). */
  hydrated?: boolean
  /** Everything fetched from the first step of the interaction until hydrated and the network idle (Chromium). */
  weight?: Weight
}

export interface InteractionResult {
  row: string
  island: string
  url: string
  visitor: Visitor
  engine: Engine
  profile: ProfileName
  /** What the figures leave out (Firefox: no throttling). */
  note?: string
  runs: InteractionRun[]
  /** Median and max of the in-page figure over the runs that answered (null when none did). */
  medianMs: number | null
  maxMs: number | null
  /** Median and max Event Timing duration over the runs that have one (null when none has). */
  eventMedianMs: number | null
  eventMaxMs: number | null
  /** Medians over the runs: JS gzip (level 9) and on the wire, and requests (Chromium only). */
  jsGz?: number
  jsWire?: number
  requests?: number
}

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
}

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
  if (ms !== null && input !== null) {
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
