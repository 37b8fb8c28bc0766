import { CONSENT_KEY, CONSENT_NEEDED_CLASS, readConsent } from '../../shared/consent.ts'

function storedConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY)
  } catch {
    return null
  }
}

/**
 * The consent part of the head script, before first paint: marks <html class="consent-needed"> when no
 * valid choice is stored, which reveals the server-rendered banner (CSS), with no flash and no layout
 * shift. The validity rule is `readConsent`'s, the one the consent island uses.
 */
export function markConsentNeeded(doc: Document = document, now: number = Date.now()): void {
  if (!readConsent(storedConsent(), now)) doc.documentElement.classList.add(CONSENT_NEEDED_CLASS)
}
