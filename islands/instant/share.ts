/**
 * Part of the head script: "Copy link" answers at once, before the Share island has loaded (the Clipboard
 * API and a server-rendered toast need no React); F8 reaches that toast.
 */
import { HYDRATED_ATTRIBUTE } from '../../renderer/islandsBoot.ts'
import { COPY_LINK_ATTRIBUTE, copyLink } from '../share/copyLink.ts'
import { installToastKey } from '../toast/plainToast.ts'

export function installShare(doc: Document = document): void {
  installToastKey(doc)
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.(`[${COPY_LINK_ATTRIBUTE}]`)
      if (!button || button.closest(`[${HYDRATED_ATTRIBUTE}]`)) return
      void copyLink(doc)
      // Answered: not held for React to replay.
      event.stopImmediatePropagation()
    },
    true,
  )
}
