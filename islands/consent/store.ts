import { useSyncExternalStore } from 'react'
import type { Choices } from '../../shared/consent.ts'
import { onConsentSaved, storedConsent } from './actions.ts'

/**
 * The page's stored choice as React state: read once in the browser, then kept in step with every
 * choice saved (by the island or by the head script before the island loaded).
 */
let consent: Choices | null = typeof window === 'undefined' ? null : storedConsent()
const listeners = new Set<() => void>()
if (typeof window !== 'undefined')
  onConsentSaved((saved) => {
    consent = saved
    for (const listener of listeners) listener()
  })

export function useStoredConsent(): Choices | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => consent,
    () => null,
  )
}
