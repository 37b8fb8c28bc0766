/**
 * Cookie consent (spec §3, §4; CNIL 2020 guidelines): what is stored, when a stored choice still
 * counts, and the one integration point for optional scripts. Pure, so it is unit-tested; the inline
 * head script (islands/instant/consentNeeded.ts) applies the same validity rule before first paint.
 */
export const CONSENT_KEY = 'cookieConsent'
/** The banner's id: after the footer on every page; the document waits for it before its first paint. */
export const CONSENT_BANNER_ID = 'cookie-consent'
/** The class the head script puts on <html> when no valid choice is stored: it reveals the banner (CSS). */
export const CONSENT_NEEDED_CLASS = 'consent-needed'
/** Bump when the categories or their purposes change: every visitor is asked again. */
export const CONSENT_VERSION = 1
/** A choice is asked again after 6 months (CNIL recommendation). */
export const CONSENT_MAX_AGE_MS = 182 * 24 * 60 * 60 * 1000

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'functional'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type Choices = Record<OptionalCategory, boolean>

export interface Consent extends Choices {
  necessary: true
  version: number
  /** ISO date of the choice. */
  savedAt: string
}

export const NO_OPTIONAL: Choices = { analytics: false, marketing: false, functional: false }
export const ALL_OPTIONAL: Choices = { analytics: true, marketing: true, functional: true }

/** The stored choice, or null when there is none, it is unreadable, of another version or too old. */
export function readConsent(raw: string | null, now: number): Consent | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (value === null || typeof value !== 'object') return null
  const c = value as Record<string, unknown>
  if (c.version !== CONSENT_VERSION || typeof c.savedAt !== 'string') return null
  const saved = Date.parse(c.savedAt)
  if (Number.isNaN(saved) || saved > now + 60_000 || now - saved > CONSENT_MAX_AGE_MS) return null
  if (!OPTIONAL_CATEGORIES.every((k) => typeof c[k] === 'boolean')) return null
  return {
    necessary: true,
    analytics: c.analytics as boolean,
    marketing: c.marketing as boolean,
    functional: c.functional as boolean,
    version: CONSENT_VERSION,
    savedAt: c.savedAt,
  }
}

export function makeConsent(choices: Choices, now: number): Consent {
  return { necessary: true, ...choices, version: CONSENT_VERSION, savedAt: new Date(now).toISOString() }
}

/**
 * Runs after a choice that accepts optional categories. It is the only place a deployment loads its
 * analytics or marketing tags; today it logs one line per accepted category.
 */
export function runAcceptanceHook(consent: Choices, log: (line: string) => void = console.log): void {
  for (const category of OPTIONAL_CATEGORIES) {
    if (consent[category]) log(`Cookie consent: ${category} accepted`)
  }
}
