/**
 * Part of the head script, for browsers without invoker commands (Chromium before 135, Firefox before
 * 144, Safari before 26.2): a button's `commandfor` / `command` opens (`show-modal`) or closes (`close`)
 * its <dialog> as newer browsers do by themselves. Elsewhere it installs nothing.
 * Installed before every other click handler of the head script (capture phase), so that a handler that
 * answers a click and stops it (the consent buttons: "Customize" both fills and opens the dialog) cannot
 * keep the dialog shut. It cancels the click's default action once it has answered, so a browser that
 * does know the command (with the API hidden, as the tests do) does not answer it a second time.
 */
export function installCommands(doc: Document = document): void {
  if ('commandForElement' in HTMLButtonElement.prototype) return
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button[commandfor]')
      const dialog = button && doc.getElementById(button.getAttribute('commandfor') ?? '')
      if (event.defaultPrevented || !button || !(dialog instanceof HTMLDialogElement)) return
      const command = button.getAttribute('command')
      if (command === 'show-modal' && !dialog.open) dialog.showModal()
      else if (command === 'close') dialog.close()
      else return
      event.preventDefault()
    },
    true,
  )
}
