// Bench, first interactions: the gesture as browsers time it for INP, with the Event Timing API. An entry's
// `duration` runs from the input event's timestamp to the next paint after its handlers ran (input delay,
// processing, then rendering and presentation), rounded to 8 ms in Chromium; an interaction (pointerdown,
// pointerup and click of a tap, or keydown and keyup) lasts as long as its longest entry. The in-page
// figure (interaction-answer.ts) stops at the start of the frame that shows the answer, before that
// frame's style, layout and paint: this one does not.
import type { EventDuration } from './results.ts'

interface Kept {
  name: string
  interactionId: number
  startTime: number
  duration: number
  processingStart: number
  processingEnd: number
}
interface Store {
  list: Kept[]
  /** Moves entries the observer has queued but not yet delivered into `list`. */
  take: () => void
}

/**
 * Runs in the page before its own scripts (an init script): observes `event` entries of 16 ms and more
 * (the API's lowest threshold), buffered, into `window.__benchEvents`.
 */
function observeEvents(): void {
  const list: Kept[] = []
  const keep = (entries: PerformanceEntryList) => {
    for (const e of entries as (PerformanceEventTiming & { interactionId?: number })[])
      list.push({
        name: e.name,
        interactionId: e.interactionId ?? 0,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      })
  }
  const observer = new PerformanceObserver((entries) => keep(entries.getEntries()))
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  const store: Store = { list, take: () => keep(observer.takeRecords()) }
  ;(window as unknown as { __benchEvents: Store }).__benchEvents = store
}

/**
 * The init script of every measured page. tsx keeps function names by wrapping them in calls to its
 * `__name` helper, which serialized functions carry into the page: there it must exist (and do nothing).
 */
export const INIT_SCRIPT = `globalThis.__name = (f) => f;\n(${observeEvents.toString()})()`

/**
 * Runs in the page once the answer has shown and the page has settled: the gesture's entries, those of
 * the first interaction that began at or after `input` (the gesture's input event; the bench makes no
 * other input after it). Entries arrive after the paint that ends them: this waits two frames, takes what
 * the observer has queued, and waits up to `ms` more before it concludes that none reached 16 ms.
 * (Event Timing entries are not kept in the performance timeline: only an observer sees them.)
 */
export async function gestureEvents({ input, ms }: { input: number; ms: number }): Promise<EventDuration> {
  const store = (window as unknown as { __benchEvents?: Store }).__benchEvents
  if (!store) throw new Error('no Event Timing observer in the page')
  if (!('interactionId' in PerformanceEventTiming.prototype))
    throw new Error('this browser gives Event Timing entries no interactionId')
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const mineNow = () => {
    store.take()
    // Event timestamps are those of the events: the input listener saw the same one (within rounding).
    const after = store.list.filter((e) => e.interactionId > 0 && e.startTime >= input - 1)
    const first = after.reduce<Kept | undefined>(
      (a, e) => (a && a.startTime <= e.startTime ? a : e),
      undefined,
    )
    return first ? after.filter((e) => e.interactionId === first.interactionId) : []
  }
  const end = performance.now() + ms
  let mine: Kept[] = []
  for (;;) {
    await frame()
    await frame()
    mine = mineNow()
    if (mine.length || performance.now() > end) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // The entries of one interaction may end at different paints (Firefox reports a tap's pointerdown a
  // frame before its pointerup and click): two frames more for the later ones.
  if (mine.length) {
    await frame()
    await frame()
    mine = mineNow()
  }
  const longest = mine.reduce<Kept | undefined>((a, e) => (a && a.duration >= e.duration ? a : e), undefined)
  if (!longest) return { ms: 0 }
  return {
    ms: longest.duration,
    name: longest.name,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
  }
}
