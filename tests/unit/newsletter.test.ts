import { describe, expect, it } from 'vitest'
import { newsletterError } from '../../islands/newsletter/schema.ts'

describe('newsletter validation', () => {
  it('requires an e-mail', () => {
    expect(newsletterError('')).toBe('required')
    expect(newsletterError('   ')).toBe('required')
  })
  it('rejects a malformed address', () => {
    expect(newsletterError('jean@')).toBe('email')
    expect(newsletterError('jean.example.com')).toBe('email')
  })
  it('accepts a valid address, surrounding spaces included', () => {
    expect(newsletterError('jean@example.com')).toBeNull()
    expect(newsletterError(' jean@example.com ')).toBeNull()
  })
})
