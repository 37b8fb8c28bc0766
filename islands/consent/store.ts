import { useSyncExternalStore } from 'react'
import {
  type Choices,
  CONSENT_KEY,
  type Consent,
  makeConsent,
  readConsent,
  runAcceptanceHook,
} from './consent.ts'

/**
 * The page's consent state, shared by the banner island and the footer's settings island
 * (each island is its own React root: they share this module, not a context).
 */
interface State {
  consent: Consent | null
  /** Which island's preferences dialog is open, if any. */
  dialogOpen: 'banner' | 'footer' | null
}

function load(): Consent | null {
  try {
    return readConsent(localStorage.getItem(CONSENT_KEY), Date.now())
  } catch {
    return null
  }
}

let state: State = { consent: typeof window === 'undefined' ? null : load(), dialogOpen: null }
const listeners = new Set<() => void>()
const emit = (next: Partial<State>) => {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function useConsentStore(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}

/** Saves a choice, hides the banner, and runs the acceptance hook when asked (spec §4). */
export function choose(choices: Choices, { hook }: { hook: boolean }): void {
  const consent = makeConsent(choices, Date.now())
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(consent))
  } catch {
    // Private mode: the choice holds for this page only.
  }
  document.documentElement.classList.remove('consent-needed')
  emit({ consent, dialogOpen: null })
  if (hook) runAcceptanceHook(consent)
}

export function openPreferences(owner: 'banner' | 'footer'): void {
  emit({ dialogOpen: owner })
}

export function closePreferences(): void {
  emit({ dialogOpen: null })
}
