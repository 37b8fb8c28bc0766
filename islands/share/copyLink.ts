/**
 * "Copy link" (spec §7, §8): the page's address to the clipboard, then a "Link copied!" toast, or one
 * saying the browser refused. Plain code (the Clipboard API needs no React): the head script runs it
 * before the Share island has loaded, the island after.
 */
import { showPlainToast } from '../toast/plainToast.ts'

export const COPY_LINK_ATTRIBUTE = 'data-copy-link'
export const COPIED_TOAST_ID = 'toast-link-copied'
export const COPY_FAILED_TOAST_ID = 'toast-copy-failed'

export async function copyLink(doc: Document = document): Promise<void> {
  try {
    await navigator.clipboard.writeText(location.href.split('#')[0] ?? location.href)
    showPlainToast(COPIED_TOAST_ID, doc)
  } catch (error) {
    console.error('Copy link:', error)
    showPlainToast(COPY_FAILED_TOAST_ID, doc)
  }
}
