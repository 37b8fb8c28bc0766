import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../renderer/config.ts'

describe('parseConfig', () => {
  it('defaults to the local server origin', () => {
    expect(parseConfig({})).toMatchObject({ port: 3000, siteUrl: 'http://localhost:3000' })
    expect(parseConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080')
  })
  it('takes SITE_URL without its trailing slash', () => {
    expect(parseConfig({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe('https://www.example.com')
  })
  it('explains a bad value', () => {
    expect(() => parseConfig({ SITE_URL: 'example.com' })).toThrow(
      /SITE_URL: SITE_URL must be an absolute URL/,
    )
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
