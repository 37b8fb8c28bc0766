/**
 * "Copy link" (spec §7, §8): the page's address to the clipboard, and a toast saying so. The toast is a
 * popover in the page's HTML that the button shows by itself (`popovertarget`), at once; this only
 * writes the address, and swaps in the "copy failed" toast when the browser refuses. Plain code (the
 * Clipboard API needs no React): the head script runs it before the Share island has loaded, the island
 * after.
 */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link'
export const COPIED_TOAST_ID = 'toast-link-copied'
export const COPY_FAILED_TOAST_ID = 'toast-copy-failed'
/** The toasts' lifetime animation (renderer/styles.css): paused while hovered or focused. */
export const TOAST_LIFE_ANIMATION = 'toast-life'

export function copyLink(doc: Document = document): Promise<void> {
  return navigator.clipboard
    .writeText(location.href.split('#')[0] ?? location.href)
    .catch((error: unknown) => {
      console.error('Copy link:', error)
      doc.getElementById(COPY_FAILED_TOAST_ID)?.showPopover()
    })
}
