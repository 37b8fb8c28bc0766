// What the head script (islands/instant/), the islands loader (islands/client.ts) and the stylesheet agree on.

/** The class the head script puts on <html>: JavaScript runs (CSS shows the controls that need it). */
export const JS_CLASS = 'js'

/** Set by the head script on <html> to the language a visitor's browser prefers, when the page is in another. */
export const SUGGEST_ATTRIBUTE = 'data-suggest'
/** Marks the button of the language suggestion that dismisses it. */
export const SUGGEST_DISMISS_ATTRIBUTE = 'data-suggest-dismiss'

/** The <html> attribute naming the islands loader of a page that has islands (production builds). */
export const ISLANDS_ATTRIBUTE = 'data-islands'
/** Set on <html> by the loader once it runs: from then on it holds clicks itself. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands-ready'
/** Set by the head script on an island a visitor reached for before the loader ran: it hydrates at once. */
export const WOKEN_ATTRIBUTE = 'data-woken'
/**
 * Set by the loader on an island once React has hydrated it: React answers it from then on (the clicks
 * held meanwhile are replayed right after, in order, before new ones).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
/**
 * Matches a popover that shows: natively, or by the fallback of browsers without the Popover API
 * (instant/popover.ts sets `open`). `:is()` forgives a selector a browser does not know.
 */
export const POPOVER_OPEN = ':is([open],:popover-open)'
/**
 * Marks a form that validates itself once its island has hydrated (it then renders noValidate, and shows
 * its own errors in the page's language): the loader turns the browser's validation off as soon as
 * the island has hydrated, before React re-renders the form and before what was held is replayed
 * (islands/replay.ts).
 */
export const SELF_VALIDATING_ATTRIBUTE = 'data-self-validating'
/** Where the head script keeps the island buttons clicked before the loader ran, for it to replay. */
export const HELD_CLICKS = '__heldIslandClicks'

/**
 * What an island click is held for until React can answer it: buttons, and links (share links open a
 * window). Not the buttons that answer by themselves (a `command` opening a dialog, a `popovertarget`
 * opening a panel): holding their click would cancel the answer.
 */
export const ISLAND_BUTTONS = 'button:not([commandfor],[popovertarget]),input[type=submit],a[href]'

/** Intent: a pointer (mouse, pen or finger) going down, focus, a key or input inside an island; and the click. */
export const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const
