/**
 * A toast shown without React, for an answer that must not wait for it ("link copied"): the same look
 * and behaviour as the React toaster (./Toaster.tsx): 5 s, at most three, paused while hovered or
 * focused, Escape or the close button closes it, a swipe right dismisses it, F8 focuses the region.
 * Its markup comes from a server-rendered <template> (texts in the page's language) and goes into a
 * server-rendered region outside any island, so React never hydrates over it.
 */
import { MAX_VISIBLE, SWIPE_THRESHOLD, TOAST_DURATION } from './limits.ts'

export const PLAIN_TOASTS_ID = 'plain-toasts'

export function showPlainToast(templateId: string, doc: Document = document): HTMLElement | undefined {
  const region = doc.getElementById(PLAIN_TOASTS_ID)
  const template = doc.getElementById(templateId)
  const toast = template instanceof HTMLTemplateElement && template.content.firstElementChild?.cloneNode(true)
  if (!region || !(toast instanceof HTMLElement)) return undefined
  const close = () => toast.remove()
  let timer = 0
  let paused = 0
  const run = () => {
    clearTimeout(timer)
    if (!paused) timer = window.setTimeout(close, TOAST_DURATION)
  }
  const pause = (delta: number) => () => {
    paused = Math.max(0, paused + delta)
    run()
  }
  let startX: number | null = null
  toast.addEventListener('pointerenter', pause(1))
  toast.addEventListener('pointerleave', pause(-1))
  toast.addEventListener('focusin', pause(1))
  toast.addEventListener('focusout', pause(-1))
  toast.addEventListener('pointerdown', (e) => {
    startX = e.clientX
  })
  toast.addEventListener('pointermove', (e) => {
    if (startX !== null) toast.style.transform = `translateX(${Math.max(0, e.clientX - startX)}px)`
  })
  toast.addEventListener('pointerup', (e) => {
    if (startX !== null && e.clientX - startX > SWIPE_THRESHOLD) close()
    else toast.style.transform = ''
    startX = null
  })
  toast.addEventListener('keydown', (e) => e.key === 'Escape' && close())
  toast.querySelector('button')?.addEventListener('click', close)
  region.append(toast)
  while (region.children.length > MAX_VISIBLE) region.firstElementChild?.remove()
  run()
  return toast
}

/** F8 focuses the region (as it does the React toaster's). */
export function installToastKey(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    const region = doc.getElementById(PLAIN_TOASTS_ID)
    if (event.key === 'F8' && region?.firstElementChild) {
      event.preventDefault()
      region.focus()
    }
  })
}
