/**
 * Runs `work` once the browser has painted the frame that follows the current event: in the task after the
 * next animation frame. What a tap shows is painted first, and the work (asking for files, starting the
 * loader, laying out the rest of a list) no longer counts in the tap's time to its next paint (Event
 * Timing, INP). A hidden page paints no frame: there it waits for a task only; a visible one that is
 * given no frame for `LATEST_MS` (a busy browser) runs it then. Used by the head script and by the islands.
 */
const LATEST_MS = 100

export function afterPaint(work: () => void, doc: Document = document): void {
  const view = doc.defaultView
  if (doc.visibilityState === 'hidden' || !view?.requestAnimationFrame) {
    setTimeout(work, 0)
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  const latest = setTimeout(once, LATEST_MS)
  view.requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(latest)
      once()
    }, 0),
  )
}
