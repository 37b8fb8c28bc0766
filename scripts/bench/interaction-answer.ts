// Bench, first interactions: the answer a gesture needs, checked inside the page (armed and read by
// interaction-run.ts).

/** An element matching `selector` that is visible (and, when given, has this text, name, state and child). */
export interface Visible {
  kind: 'visible'
  selector: string
  /** Part of its text (whitespace-normalized); an <input>'s value counts as its text. */
  text?: string
  /** Part of its accessible name, roughly: aria-label, aria-labelledby, or its <label>s. */
  name?: string
  state?: 'enabled' | 'disabled'
  /** A descendant that must hold too. */
  has?: Visible
}
/** No visible element matches `selector` (none at all counts). */
export interface Hidden {
  kind: 'hidden'
  selector: string
}
export type Condition = Visible | Hidden | { kind: 'any'; of: Condition[] }

/** What the armed page records, read back once the answer shows (or never does). */
export interface Timing {
  /** `timeStamp` of the first pointerdown, touchstart, mousedown or keydown after arming. */
  input: number | null
  /** The first animation frame's timestamp at which the answer held. */
  answer: number | null
  /** The answer already held before the gesture: the row measures nothing. */
  early: boolean
}

/**
 * Runs in the page (serialized by the driver): records the next input event and the first frame that shows
 * `answer`. For a `fleeting` answer, a MutationObserver also checks it after each DOM change, so that a
 * state shown between two frames (a "sending" label replaced by the success view) is not missed: the next
 * frame then counts. Only then: each such check forces a style and layout inside the event's handlers,
 * which the browser then does again for the frame, and the Event Timing duration would count both.
 */
export function arm({ answer, fleeting }: { answer: Condition; fleeting: boolean }): void {
  const state: Timing = { input: null, answer: null, early: false }
  ;(window as unknown as { __benchTiming: Timing }).__benchTiming = state
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)
  const textOf = (el: Element) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? ''))
  const nameOf = (el: Element) => {
    const parts = [el.getAttribute('aria-label') ?? '']
    for (const id of (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean))
      parts.push(document.getElementById(id)?.textContent ?? '')
    const labels = (el as HTMLInputElement).labels
    if (labels) for (const label of labels) parts.push(label.textContent ?? '')
    return parts.join(' ')
  }
  const matches = (el: Element, c: Visible): boolean => {
    if (!shown(el)) return false
    if (c.text !== undefined && !norm(textOf(el)).includes(norm(c.text))) return false
    if (c.name !== undefined && !norm(nameOf(el)).includes(norm(c.name))) return false
    if (c.state) {
      const disabled = el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true'
      if (disabled !== (c.state === 'disabled')) return false
    }
    const has = c.has
    return !has || [...el.querySelectorAll(has.selector)].some((child) => matches(child, has))
  }
  const holds = (c: Condition): boolean => {
    if (c.kind === 'any') return c.of.some(holds)
    const found = [...document.querySelectorAll(c.selector)]
    return c.kind === 'hidden' ? !found.some(shown) : found.some((el) => matches(el, c))
  }
  state.early = holds(answer)
  let seen = false
  const onInput = (event: Event) => {
    if (state.input === null) state.input = event.timeStamp
  }
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown'])
    window.addEventListener(type, onInput, { capture: true, passive: true })
  const observer = new MutationObserver(() => {
    if (state.input !== null && !seen) seen = holds(answer)
  })
  if (fleeting)
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  const frame = (time: number) => {
    if (state.input !== null && (seen || holds(answer))) {
      // A frame begun before the input was dispatched has a timestamp before it: that answer took no frame.
      state.answer = Math.max(time, state.input)
      observer.disconnect()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/**
 * Runs in the page after the gesture: resolves with the recorded timing once the answer has shown (or
 * showed too early), checking every 100 ms; with null after `timeout` ms.
 */
export function answered(timeout: number): Promise<Timing | null> {
  const end = performance.now() + timeout
  return new Promise((resolve) => {
    const check = () => {
      const t = (window as unknown as { __benchTiming?: Timing }).__benchTiming
      if (t && (t.early || t.answer !== null)) resolve(t)
      else if (performance.now() > end) resolve(null)
      else setTimeout(check, 100)
    }
    check()
  })
}
