// Bench report: the first interactions' table (every row, visitor, browser and profile, then the engines'
// medians side by side) and their budgets (every row of Chromium's mobile profile, of Firefox and of WebKit).
import type {
  Engine,
  EngineInfo,
  EventDuration,
  InteractionResult,
  InteractionRun,
  ProfileName,
  Report,
} from '../results.ts'
import type { Budget } from './budgets.ts'
import { kb, row } from './format.ts'

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
/** An Event Timing duration: 0 stands for no entry, under the observer's 16 ms threshold. */
const eventMs = (value: number) => (value === 0 ? '< 16 ms' : ms(value))
const visitorName = (i: InteractionResult) => (i.visitor === 'first' ? 'first-time' : 'returning')
const cell = (i: InteractionResult) => `${i.row}, ${visitorName(i)}`

/** The rows a budget covers. */
interface Scope {
  engine: Engine
  profile: ProfileName
  label: string
}
const CHROMIUM_MOBILE: Scope = {
  engine: 'chromium',
  profile: 'mobile',
  label: 'Chromium mobile profile',
}
const FIREFOX: Scope = { engine: 'firefox', profile: 'mobile-size', label: 'Firefox, no throttling' }
const WEBKIT: Scope = { engine: 'webkit', profile: 'mobile-size', label: 'WebKit, no throttling' }

type Stat = 'medianMs' | 'maxMs' | 'eventMedianMs'
const STAT_NAME: Record<Stat, string> = {
  medianMs: 'in-page, median',
  maxMs: 'in-page, max',
  eventMedianMs: 'Event Timing duration (INP), median',
}
/** A run that gives no figure for the statistic fails its budget. */
const missing = (stat: Stat, run: InteractionRun) =>
  run.ms === null || (stat === 'eventMedianMs' && !run.event)

/**
 * A budget on one statistic of the first interaction, over every row in scope: the worst row, and every
 * row with a run that gave no figure (a failed run fails the budget). Nothing measured fails it too.
 */
function interactionBudget(
  list: InteractionResult[],
  scope: Scope,
  stat: Stat,
  limit: number,
  absent?: string,
): Budget {
  const rows = list.filter((i) => i.engine === scope.engine && i.profile === scope.profile)
  const failed = rows.filter((i) => i.runs.some((run) => missing(stat, run)))
  const answered = rows.filter((i) => i[stat] !== null)
  const worst = answered.reduce<InteractionResult | undefined>(
    (w, i) => (w && (w[stat] as number) >= (i[stat] as number) ? w : i),
    undefined,
  )
  const show = stat === 'eventMedianMs' ? eventMs : ms
  const parts = worst ? [`${show(worst[stat] as number)} (${cell(worst)})`] : []
  if (failed.length) parts.push(`failed: ${failed.map(cell).join('; ')}`)
  return {
    name: `First interaction, ${scope.label}, every row: ${STAT_NAME[stat]}`,
    limit: `≤ ${limit} ms`,
    actual: parts.join('; ') || absent || 'nothing measured',
    pass: rows.length > 0 && !failed.length && answered.every((i) => (i[stat] as number) <= limit),
  }
}

/** The budgets of every engine that ran: Chromium's mobile profile, then Firefox and WebKit. */
export function interactionBudgets(r: Report): Budget[] {
  if (!r.interactions) return []
  const list: Budget[] = []
  // Every first interaction ≤ 100 ms (median), both as the page sees its answer and as browsers time it.
  // An engine without the Event Timing API (WebKitGTK 2.50) has the in-page budgets only.
  const scopes: [Scope, string | undefined, boolean][] = [[CHROMIUM_MOBILE, undefined, true]]
  const { firefox, webkit } = r.engines ?? {}
  if (firefox) scopes.push([FIREFOX, firefox.skipped, firefox.eventTiming])
  if (webkit) scopes.push([WEBKIT, webkit.skipped, webkit.eventTiming])
  for (const [scope, absent, eventTiming] of scopes)
    list.push(
      interactionBudget(r.interactions, scope, 'medianMs', 100, absent),
      interactionBudget(r.interactions, scope, 'maxMs', 200, absent),
      ...(eventTiming ? [interactionBudget(r.interactions, scope, 'eventMedianMs', 100, absent)] : []),
    )
  return list
}

/** Where the longest entry's time went: input delay + processing + presentation. */
const parts = (e: EventDuration) =>
  [e.inputDelay, e.processing, e.presentation].map((x) => Math.round(x ?? 0)).join(' + ')
const split = (e: EventDuration | null) => (e?.name ? `${e.name}: ${parts(e)}` : '')
/** The Event Timing figures of the row's median run. */
const medianEvent = (i: InteractionResult) =>
  i.runs.flatMap((run) => (run.event ? [run.event] : [])).find((e) => e.ms === i.eventMedianMs) ?? null

/** The columns of the engines side by side: Chromium's mobile profile, then the unthrottled engines. */
const SIDE_BY_SIDE: Scope[] = [CHROMIUM_MOBILE, FIREFOX, WEBKIT]

/** One engine's cell: in-page median, then the Event Timing median and its split (– where it has none). */
function figures(i: InteractionResult | undefined): string {
  if (!i) return ''
  const inPage = i.medianMs === null ? '✗' : ms(i.medianMs)
  if (i.eventMedianMs === null) return `${inPage} / –`
  const median = medianEvent(i)
  return `${inPage} / ${eventMs(i.eventMedianMs)}${median?.name ? ` (${parts(median)})` : ''}`
}

/** Every row and visitor once, with each engine's medians side by side. */
function printSideBySide(list: InteractionResult[], out: string[]): void {
  const scopes = SIDE_BY_SIDE.filter((s) =>
    list.some((i) => i.engine === s.engine && i.profile === s.profile),
  )
  const keys = [...new Set(list.map(cell))]
  out.push(
    '\nMedians side by side: in-page / Event Timing (delay + processing + presentation of the median run).\n',
    row(['row', ...scopes.map((s) => s.label)]),
    row(Array(scopes.length + 1).fill('---')),
    ...keys.map((key) =>
      row([
        key,
        ...scopes.map((s) =>
          figures(list.find((i) => cell(i) === key && i.engine === s.engine && i.profile === s.profile)),
        ),
      ]),
    ),
  )
}

export function printInteractions(
  list: InteractionResult[],
  out: string[],
  engines: Partial<Record<'firefox' | 'webkit', EngineInfo>> = {},
): void {
  const described = Object.entries(engines).flatMap(([name, e]) => [
    `${name === 'firefox' ? 'Firefox' : 'WebKit'} (${e.version ?? e.skipped}): ${e.about}.`,
    ...(e.remarks ?? []),
  ])
  out.push(
    `\n## First interaction (each run in a new context)\n`,
    'in-page: input event to the start of the first frame showing the answer. Event Timing: the duration',
    "browsers report for INP (the longest entry of the gesture's interaction, from the input to the next paint",
    "presented: input delay + processing + presentation, shown for the median run's longest entry; < 16 ms:",
    'no entry, under the threshold).',
    'Chromium mobile: 412×823 touch, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4; unthrottled: desktop,',
    'clicks.',
    ...described,
    'JS and requests: what the interaction fetched until its island hydrated (median of the runs; Chromium).\n',
    row([
      'row',
      'visitor',
      'browser, profile',
      'in-page median',
      'max',
      'runs (ms)',
      'Event Timing median',
      'max',
      'runs (ms)',
      'median run: delay + processing + presentation',
      'JS (gzip)',
      'JS (wire)',
      'requests',
      'note',
    ]),
    row(Array(14).fill('---')),
  )
  for (const i of list) {
    const failures = [
      ...new Set(i.runs.flatMap((run) => [run.failure, run.eventFailure].filter((f) => f !== undefined))),
    ]
    const unhydrated = i.runs.filter((run) => run.hydrated === false && run.ms !== null).length
    const notes = [
      ...(i.note ? [i.note] : []),
      ...failures.map(
        (f) => `${i.runs.filter((run) => run.failure === f || run.eventFailure === f).length}× ${f}`,
      ),
      ...(unhydrated ? [`${unhydrated}× island not hydrated within 20 s`] : []),
    ]
    out.push(
      row([
        i.row,
        visitorName(i),
        `${i.engine}, ${i.profile}`,
        i.medianMs === null ? '–' : ms(i.medianMs),
        i.maxMs === null ? '–' : ms(i.maxMs),
        i.runs.map((run) => (run.ms === null ? '✗' : Math.round(run.ms))).join(' / '),
        i.eventMedianMs === null ? '–' : eventMs(i.eventMedianMs),
        i.eventMaxMs === null ? '–' : eventMs(i.eventMaxMs),
        i.runs.map((run) => (!run.event ? '✗' : run.event.ms ? Math.round(run.event.ms) : '<16')).join(' / '),
        split(medianEvent(i)),
        i.jsGz === undefined ? '–' : kb(i.jsGz),
        i.jsWire === undefined ? '–' : kb(i.jsWire),
        i.requests ?? '–',
        notes.join('; '),
      ]),
    )
  }
  printSideBySide(list, out)
}
