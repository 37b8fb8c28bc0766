/**
 * What the consent buttons do, in plain DOM code shared by the head script (which answers a tap before
 * React has loaded) and the React island (once hydrated): both write the same choice the same way.
 */
import {
  ALL_OPTIONAL,
  type Choices,
  CONSENT_KEY,
  CONSENT_NEEDED_CLASS,
  type Consent,
  makeConsent,
  NO_OPTIONAL,
  OPTIONAL_CATEGORIES,
  runAcceptanceHook,
} from '../../shared/consent.ts'

/** The preferences dialog's id: every "Customize" / "Cookie settings" button opens it. */
export const CONSENT_DIALOG_ID = 'consent-dialog'
/** `data-consent` on a button says what it does. */
export const CONSENT_ACTION = 'data-consent'
export type ConsentAction = 'necessary' | 'all' | 'save' | 'customize'

const listeners = new Set<(consent: Consent) => void>()
/** Called after every saved choice (the React island keeps its state in step with it). */
export function onConsentSaved(listener: (consent: Consent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The stored choice, if it still counts. The head script has already judged it before the first paint
 * (islands/instant/consentNeeded.ts, with readConsent): it marks <html> when there is none that counts.
 */
export function storedConsent(): Choices | null {
  if (document.documentElement.classList.contains(CONSENT_NEEDED_CLASS)) return null
  try {
    return JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Choices | null
  } catch {
    return null
  }
}

/** Saves a choice, hides the banner, and runs the acceptance hook when asked (spec §4). */
export function saveConsent(choices: Choices, hook: boolean): Consent {
  const consent = makeConsent(choices, Date.now())
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent))
  } catch {
    // Private mode: the choice holds for this page only.
  }
  document.documentElement.classList.remove(CONSENT_NEEDED_CLASS)
  for (const listener of listeners) listener(consent)
  if (hook) runAcceptanceHook(consent)
  return consent
}

const toggles = (dialog: HTMLDialogElement) =>
  OPTIONAL_CATEGORIES.map((category) => {
    const input = dialog.querySelector<HTMLInputElement>(`input[name="${category}"]`)
    return [category, input] as const
  })

/** Loads the stored choice (or all optional categories off) into the dialog's switches. */
export function fillPreferences(dialog: HTMLDialogElement): void {
  const consent = storedConsent() ?? NO_OPTIONAL
  for (const [category, input] of toggles(dialog)) if (input) input.checked = consent[category]
}

/** The switches as they stand. */
export function readPreferences(dialog: HTMLDialogElement): Choices {
  const choices = { ...NO_OPTIONAL }
  for (const [category, input] of toggles(dialog)) choices[category] = input?.checked === true
  return choices
}

/**
 * Performs a consent button's action: the banner's two direct choices, the dialog's Save (stores the
 * switches, closes the dialog, runs the hook), or Customize (the switches show the stored choice; the
 * button's own `command` opens the dialog natively).
 */
export function consentAction(action: ConsentAction | (string & {})): void {
  const dialog = document.getElementById(CONSENT_DIALOG_ID) as HTMLDialogElement | null
  if (action === 'necessary') saveConsent(NO_OPTIONAL, false)
  else if (action === 'all') saveConsent(ALL_OPTIONAL, true)
  else if (dialog && action === 'save') {
    saveConsent(readPreferences(dialog), true)
    dialog.close()
  } else if (dialog && action === 'customize') fillPreferences(dialog)
}
