/**
 * Part of the head script, for browsers without the Popover API (Safari before 17, Chrome before 114): a
 * `popovertarget` button shows, hides or toggles its popover, and `showPopover` / `hidePopover` exist, as
 * newer browsers provide by themselves. An open popover carries `open` (which Tailwind's `open:` variant
 * matches as it matches `:popover-open`, and so does POPOVER_OPEN; renderer/styles.css hides the closed ones), a `toggle` event says
 * so and its `[autofocus]` field takes the focus; Escape or a tap elsewhere closes an `auto` popover.
 * Elsewhere it installs nothing.
 * Installed before the head script's other click handlers (capture phase), which may stop a click they
 * answer ("Copy link"). It cancels the click's default action once it has answered, so a browser that
 * does know `popovertarget` (with the API hidden, as the tests do) does not toggle it back.
 */
export function installPopovers(doc: Document = document): void {
  if ('popover' in HTMLElement.prototype) return
  const autoOpen = () => doc.querySelectorAll<HTMLElement>('[popover=auto][open],[popover=""][open]')
  const toggle = (el: HTMLElement, open = !el.hasAttribute('open')) => {
    if (el.hasAttribute('open') === open) return
    if (open && el.getAttribute('popover') !== 'manual') for (const other of autoOpen()) toggle(other, false)
    el.toggleAttribute('open', open)
    el.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }))
    if (open) el.querySelector<HTMLElement>('[autofocus]')?.focus()
  }
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      toggle(this, true)
    },
    hidePopover(this: HTMLElement) {
      toggle(this, false)
    },
  })
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element
      const button = target.closest?.('[popovertarget]')
      const popover = button && doc.getElementById(button.getAttribute('popovertarget') ?? '')
      for (const open of autoOpen()) if (open !== popover && !open.contains(target)) toggle(open, false)
      if (!popover || event.defaultPrevented) return
      const action = button.getAttribute('popovertargetaction')
      toggle(popover, action === 'toggle' || !action ? undefined : action === 'show')
      event.preventDefault()
    },
    true,
  )
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') for (const open of autoOpen()) toggle(open, false)
  })
}
