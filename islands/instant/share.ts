/**
 * The inline script of pages with share buttons. "Copy link" answers at once, before the Share island has
 * loaded: the button shows its toast itself (`popovertarget`) and this writes the address (../share/
 * copyLink.ts). The toasts are popovers (Escape, a tap elsewhere or their close button hide them); this
 * hides one when its 5 s lifetime animation ends (the animation pauses while it is hovered or focused),
 * when it is swiped right, and F8 focuses the one showing.
 */
import { HYDRATED_ATTRIBUTE, POPOVER_OPEN } from '../attributes.ts'
import { COPY_LINK_ATTRIBUTE, copyLink, TOAST_LIFE_ANIMATION } from '../share/copyLink.ts'
import { SWIPE_THRESHOLD } from '../toast/limits.ts'

const TOAST = '[popover][role=status],[popover][role=alert]'

export function installShare(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.(`[${COPY_LINK_ATTRIBUTE}]`)
      if (!button || button.closest(`[${HYDRATED_ATTRIBUTE}]`)) return
      void copyLink(doc)
      // Answered here (the button shows its toast itself): not also by React, should it be hydrating.
      event.stopImmediatePropagation()
    },
    true,
  )
  doc.addEventListener('animationend', (event) => {
    if (event.animationName === TOAST_LIFE_ANIMATION) (event.target as HTMLElement).hidePopover()
  })
  let startX = 0
  doc.addEventListener('pointerdown', (event) => {
    startX = event.clientX
  })
  doc.addEventListener('pointerup', (event) => {
    const toast = (event.target as Element).closest?.<HTMLElement>(TOAST)
    if (toast && event.clientX - startX > SWIPE_THRESHOLD) toast.hidePopover()
  })
  doc.addEventListener('keydown', (event) => {
    const toast = doc.querySelector<HTMLElement>(`:is(${TOAST})${POPOVER_OPEN}`)
    if (event.key === 'F8' && toast) {
      event.preventDefault()
      toast.focus()
    }
  })
}
