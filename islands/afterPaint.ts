/**
 * Runs `work` once the browser has painted the frame that follows the current event: in the task after the
 * next animation frame. What a tap shows is painted first, and the work (asking for files, starting the
 * loader) no longer counts in the tap's time to its next paint (Event Timing, INP). A hidden page paints
 * no frame: there the work waits for a task only. Used by the head script and by the islands.
 */
export function afterPaint(work: () => void, doc: Document = document): void {
  const task = () => setTimeout(work, 0)
  const view = doc.defaultView
  if (doc.visibilityState === 'hidden' || !view?.requestAnimationFrame) task()
  else view.requestAnimationFrame(task)
}
