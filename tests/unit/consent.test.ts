import { describe, expect, it, vi } from 'vitest'
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_VERSION,
  makeConsent,
  readConsent,
  runAcceptanceHook,
} from '../../shared/consent.ts'

const now = Date.parse('2026-11-21T10:00:00Z')
const stored = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...makeConsent({ analytics: true, marketing: false, functional: true }, now), ...over })

describe('readConsent', () => {
  it('reads a valid stored choice, necessary always true', () => {
    expect(readConsent(stored(), now)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      version: CONSENT_VERSION,
      savedAt: '2026-11-21T10:00:00.000Z',
    })
    expect(readConsent(stored({ necessary: false }), now)?.necessary).toBe(true)
  })

  it('treats no value, corrupt JSON and wrong shapes as no choice', () => {
    expect(readConsent(null, now)).toBeNull()
    expect(readConsent('{not json', now)).toBeNull()
    expect(readConsent('"yes"', now)).toBeNull()
    expect(readConsent(stored({ analytics: 'yes' }), now)).toBeNull()
    expect(readConsent(stored({ savedAt: 'yesterday' }), now)).toBeNull()
  })

  it('asks again after six months or when the version changes', () => {
    expect(readConsent(stored(), now + CONSENT_MAX_AGE_MS - 1000)).not.toBeNull()
    expect(readConsent(stored(), now + CONSENT_MAX_AGE_MS + 1000)).toBeNull()
    expect(readConsent(stored({ version: CONSENT_VERSION + 1 }), now)).toBeNull()
    expect(readConsent(stored({ version: undefined }), now)).toBeNull()
  })
})

describe('acceptance hook', () => {
  it('logs one line per accepted category, nothing otherwise', () => {
    const log = vi.fn()
    runAcceptanceHook({ analytics: true, marketing: false, functional: true }, log)
    expect(log.mock.calls).toEqual([
      ['Cookie consent: analytics accepted'],
      ['Cookie consent: functional accepted'],
    ])
    log.mockClear()
    runAcceptanceHook({ analytics: false, marketing: false, functional: false }, log)
    expect(log).not.toHaveBeenCalled()
  })
})
