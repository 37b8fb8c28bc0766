import { describe, expect, it } from 'vitest'
import { acronymsOf } from '../../server/chat/engine/acronyms.ts'

describe('acronyms read from the site', () => {
  it('reads what a capitalised name is shortened to, its linking words giving no letter', () => {
    const found = acronymsOf([
      'Qualixa has not appointed a Data Protection Officer.',
      'Chief Information Officer',
      'Test Maturity Model integration',
      'Défenseur des Droits',
    ])
    expect(found.get('dpo')).toBe('data protection officer')
    expect(found.get('cio')).toBe('chief information officer')
    // A run ends at a word not capitalised.
    expect(found.get('tmm')).toBe('test maturity model')
    expect(found.get('dd')).toBeUndefined()
  })

  it('leaves out an acronym two names share, and a run across two texts', () => {
    const found = acronymsOf(['Release Candidate Plan', 'Risk Coverage Plan', 'Scope', 'Protocols'])
    expect(found.has('rcp')).toBe(false)
    expect(found.has('sp')).toBe(false)
  })
})
