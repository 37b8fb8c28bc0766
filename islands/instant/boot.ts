/**
 * Part of the head script: the islands loader and an island's code are fetched on the visitor's first
 * intent (a pointer or a finger going down, focus, a key or input inside an island), never before, and
 * once the frame answering that gesture has been painted (../afterPaint.ts); all
 * of an island's files are asked for at once (../preload.ts). A click on an island's button before the
 * loader runs is held and handed to it, so it is replayed once the island works instead of being lost
 * (or goes through natively if the loader cannot load). Islands that must
 * hydrate without a gesture (another strategy than `interaction`, a query or session flag: ../early.ts)
 * start loading as soon as the page is parsed.
 */

import { afterPaint } from '../afterPaint.ts'
import {
  HELD_CLICKS,
  INTENT_EVENTS,
  ISLAND_BUTTONS,
  ISLANDS_ATTRIBUTE,
  ISLANDS_READY_ATTRIBUTE,
  WOKEN_ATTRIBUTE,
} from '../attributes.ts'
import { sessionValue, wantsEarly } from '../early.ts'
import { preloadIsland } from '../preload.ts'

export function installBoot(doc: Document = document): void {
  const html = doc.documentElement
  let entry = html.getAttribute(ISLANDS_ATTRIBUTE)
  if (!entry) return
  const held: HTMLElement[] = []
  ;(window as unknown as Record<string, unknown>)[HELD_CLICKS] = held
  const load = () => {
    if (!entry) return
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = entry
    entry = null
    // Without the loader the islands stay plain HTML: what was held goes through natively (a form posts).
    script.onerror = () => {
      html.setAttribute(ISLANDS_READY_ATTRIBUTE, '')
      for (const button of held.splice(0)) button.click()
    }
    doc.head.append(script)
  }
  const wake = (root: HTMLElement) => {
    if (root.hasAttribute(WOKEN_ATTRIBUTE)) return
    root.setAttribute(WOKEN_ATTRIBUTE, '')
    // After the frame that answers the gesture: the files asked for cost a tap 15 ms of the main thread
    // on a mid-range phone (docs/performance.md), and the loader they fetch arrives much later anyway.
    afterPaint(() => {
      preloadIsland(root, doc)
      load()
    }, doc)
  }
  for (const type of INTENT_EVENTS)
    doc.addEventListener(
      type,
      (event) => {
        const target = event.target as Element
        const root = target.closest?.<HTMLElement>('[data-island]')
        if (!root || html.hasAttribute(ISLANDS_READY_ATTRIBUTE)) return
        wake(root)
        const button = type === 'click' && target.closest<HTMLElement>(ISLAND_BUTTONS)
        if (button && root.contains(button)) {
          event.preventDefault()
          event.stopPropagation()
          held.push(button)
        }
      },
      true,
    )
  doc.addEventListener('DOMContentLoaded', () => {
    // `idle` and `visible` islands are scheduled by the loader itself.
    for (const root of doc.querySelectorAll<HTMLElement>('[data-island]'))
      if (root.dataset.hydrate !== 'interaction' || wantsEarly(root, location.search, sessionValue)) {
        preloadIsland(root, doc)
        load()
      }
  })
}
