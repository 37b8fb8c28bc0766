/** Toasts (spec §2, §9): how long one shows, how many show at once, how far a swipe right dismisses it. */
export const TOAST_DURATION = 5000
export const MAX_VISIBLE = 3
export const SWIPE_THRESHOLD = 50
