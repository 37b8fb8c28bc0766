/**
 * The one client entry, fetched when the visitor first reaches for an island (islands/instant/boot.ts):
 * finds island roots and hydrates each when its strategy says so. React and the island's code come
 * with it, all asked for at once (./preload.ts). What a tap needs at once was already answered from the
 * page's HTML (islands/instant/); a click on a button that needs React, or a form submission, made
 * while the island loads is held and replayed once it has hydrated, and text typed meanwhile is handed
 * to React (see ./replay.ts).
 */
import {
  HELD_CLICKS,
  HYDRATED_ATTRIBUTE,
  INTENT_EVENTS,
  ISLAND_BUTTONS,
  ISLANDS_READY_ATTRIBUTE,
  WOKEN_ATTRIBUTE,
} from './attributes.ts'
import { sessionValue, wantsEarly } from './early.ts'
import { preloadIsland } from './preload.ts'

type Pending = { clicks: HTMLElement[]; submit?: HTMLFormElement; replaying?: boolean }

/**
 * Whether the visitor is leaving the page (a link followed, a reload) while an island loads: the browser
 * cancels the island's requests, which is no failure to report nor to fall back from. Listened to only
 * while an island loads, as a `beforeunload` listener can keep a page out of the back-forward cache.
 */
let leaving = false
/** How long a failed island waits for the page to say it is going before it falls back to plain HTML. */
const LEAVING_GRACE_MS = 1500
const onLeave = () => {
  leaving = true
}
let loading = 0
function watchLeaving(on: boolean): void {
  loading += on ? 1 : -1
  if (on && loading === 1) {
    leaving = false
    addEventListener('beforeunload', onLeave)
    addEventListener('pagehide', onLeave)
  } else if (!on && loading === 0) {
    removeEventListener('beforeunload', onLeave)
    removeEventListener('pagehide', onLeave)
  }
}

/**
 * Starts hydrating a root; returns the handler that holds clicks and submissions until it is done.
 * `early` are clicks the head script held before this loader ran, replayed first.
 */
function hydrate(root: HTMLElement, early: HTMLElement[] = []): ((event: Event) => void) | undefined {
  if (root.dataset.hydrating) return undefined
  root.dataset.hydrating = 'true'
  preloadIsland(root)
  const pending: Pending = { clicks: [...early] }
  const hold = (event: Event) => {
    if (pending.replaying) return
    if (event.type === 'submit') pending.submit = event.target as HTMLFormElement
    else {
      const button = (event.target as Element).closest<HTMLElement>(ISLAND_BUTTONS)
      if (!button || !root.contains(button)) return
      pending.clicks.push(button)
    }
    event.preventDefault()
    event.stopPropagation()
  }
  root.addEventListener('click', hold, true)
  root.addEventListener('submit', hold, true)
  const release = () => {
    root.removeEventListener('click', hold, true)
    root.removeEventListener('submit', hold, true)
  }
  watchLeaving(true)
  import('./hydrate.tsx')
    .then(async ({ hydrateIsland }) => {
      // What the visitor did meanwhile may render what the page's own styles do not cover: the full
      // stylesheet, and the code that replays what was held, are fetched while React hydrates. Until both
      // are in, the head script keeps answering the taps it answers (islands/instant/): a tap must never
      // wait on the network between hydration and the replay.
      const [, , { replayActions }] = await Promise.all([
        hydrateIsland(root),
        fullStylesheet(),
        import('./replay.ts'),
      ])
      // React answers from now on: the head script's handlers step aside.
      root.setAttribute(HYDRATED_ATTRIBUTE, 'true')
      // Keep holding new clicks until the held ones are replayed, so that they stay in order.
      await replayActions(root, pending)
      release()
      watchLeaving(false)
    })
    .catch((error: unknown) => {
      // Cut short by the visitor leaving (a link followed, a reload): the next page is on its way. A browser
      // may cancel the island's requests before it says the page is going (Firefox, on a reload), so a
      // failure is acted on only once the page has stayed a moment.
      setTimeout(() => {
        release()
        watchLeaving(false)
        if (leaving) return
        console.error(`Island ${root.dataset.island} failed to load`, error)
        // Without its code the island falls back to plain HTML: what was held goes through natively.
        pending.replaying = true
        for (const el of pending.clicks) el.click()
        if (!pending.clicks.length) pending.submit?.submit()
      }, LEAVING_GRACE_MS)
    })
  return hold
}

let stylesheet: Promise<void> | undefined
/**
 * The page inlines only the styles its HTML uses; an island may render more (errors, toasts, results),
 * so the site's full stylesheet (preloaded with the island's code) is applied before what was held is
 * replayed. Hydration itself renders the page's own HTML and does not wait for it. A failure is not fatal.
 */
function fullStylesheet(): Promise<void> {
  stylesheet ??= Promise.all(
    (document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet ?? '')
      .split(' ')
      .filter(Boolean)
      .map(
        (href) =>
          new Promise<void>((resolve) => {
            const link = document.createElement('link')
            link.rel = 'stylesheet'
            link.href = href
            link.onload = link.onerror = () => resolve()
            document.head.append(link)
          }),
      ),
  ).then(() => undefined)
  return stylesheet
}

function schedule(root: HTMLElement): void {
  if (wantsEarly(root, location.search, sessionValue)) {
    hydrate(root)
    return
  }
  const strategy = root.dataset.hydrate
  if (strategy === 'idle') {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200))
    idle(() => hydrate(root))
    return
  }
  if (strategy === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        hydrate(root)
      }
    })
    observer.observe(root)
    return
  }
  const start = (event: Event) => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, start, true)
    const hold = hydrate(root)
    // Listeners added during a dispatch miss that event: hold the waking click ourselves.
    if (event.type === 'click') hold?.(event)
  }
  for (const type of INTENT_EVENTS) root.addEventListener(type, start, true)
}

// Clicks made before this loader ran (held by the head script): their islands hydrate first, in order.
document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, '')
const held = ((window as unknown as Record<string, HTMLElement[] | undefined>)[HELD_CLICKS] ?? []).splice(0)
for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const early = held.filter((button) => root.contains(button))
  if (early.length || root.hasAttribute(WOKEN_ATTRIBUTE)) hydrate(root, early)
  else schedule(root)
}
