import { mkdirSync, writeFileSync } from 'node:fs'
import { makeConsent } from '../../shared/consent.ts'
import { clearRecords } from '../a11y/record.ts'

export const RETURNING_VISITOR_STATE = '.e2e-data/returning-visitor.json'

/**
 * Most tests play a returning visitor who has already answered the cookie banner (a fresh choice,
 * written here so it is never older than six months); consent and first-visit tests start empty.
 */
export default function globalSetup(): void {
  // The accessibility statement's figures are what this run's checks record as they pass (tests/a11y/).
  clearRecords()
  const origin = `http://localhost:${process.env.E2E_PORT ?? 4173}`
  const consent = makeConsent({ analytics: false, marketing: false, functional: false }, Date.now())
  mkdirSync('.e2e-data', { recursive: true })
  writeFileSync(
    RETURNING_VISITOR_STATE,
    JSON.stringify({
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'cookieConsent', value: JSON.stringify(consent) }] }],
    }),
  )
}
