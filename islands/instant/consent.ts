/**
 * Part of the head script: the consent buttons answer at once, before React has loaded. "Necessary only"
 * and "Accept all" save the choice and hide the banner; "Customize" and the footer's "Cookie settings"
 * load the stored choice into the dialog's switches (the button opens the dialog itself, `command`);
 * Save stores the switches and closes the dialog. Once the island has hydrated, React answers instead,
 * with the same actions.
 */
import { HYDRATED_ATTRIBUTE } from '../attributes.ts'
import { CONSENT_ACTION, consentAction } from '../consent/actions.ts'

export function installConsent(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.(`[${CONSENT_ACTION}]`)
      if (!button || button.closest(`[${HYDRATED_ATTRIBUTE}]`)) return
      consentAction(button.getAttribute(CONSENT_ACTION) ?? '')
      // Answered: not held for React to replay (the button's own `command`, a default action, still runs).
      event.stopImmediatePropagation()
    },
    true,
  )
}
