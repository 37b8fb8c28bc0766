// Invoker commands (HTML): a button opens or closes a <dialog> or popover by itself, before any script
// runs. React passes the lowercase attributes through; islands/instant/commands.ts covers older browsers.
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button acts on. */
    commandfor?: string
    /** What it does to it. */
    command?: 'show-modal' | 'close'
  }
}
