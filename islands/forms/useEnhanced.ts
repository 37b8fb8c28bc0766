import { useEffect } from 'react'
import { useHydrated } from '../useHydrated.ts'
import { loadRecaptcha } from './recaptcha.ts'

/**
 * True once the island runs in the browser: forms then validate with the shared zod schemas and show
 * errors inline in the page's language (noValidate), instead of the browser's own bubbles. The
 * visitor has started a form, so reCAPTCHA (when configured) starts loading now, never before.
 */
export function useEnhanced(): boolean {
  useEffect(() => {
    loadRecaptcha().catch(() => {
      // Reported when the visitor submits: the form keeps working until then.
    })
  }, [])
  return useHydrated()
}
