import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { buildSiteUrl, MISSING_SITE_URL } from '../../scripts/site-origin.ts'

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
    expect(() => parseConfig({ COMPRESS_AHEAD: 'no' })).toThrow(/COMPRESS_AHEAD must be on or off/)
  })
  it('compresses the pages ahead unless told not to', () => {
    expect(parseConfig({}).compressAhead).toBe(true)
    expect(parseConfig({ COMPRESS_AHEAD: 'off' }).compressAhead).toBe(false)
  })
})

describe('the origin a build writes into its pages', () => {
  it('is SITE_URL when set, local or not', () => {
    expect(buildSiteUrl({ SITE_URL: 'https://www.example.com/' }, false)).toBe('https://www.example.com')
    expect(buildSiteUrl({ SITE_URL: 'https://www.example.com' }, true)).toBe('https://www.example.com')
  })
  it("is this machine's own origin only when asked for", () => {
    expect(buildSiteUrl({}, true)).toBe('http://localhost:3000')
    expect(buildSiteUrl({ PORT: '8080' }, true)).toBe('http://localhost:8080')
  })
  it('is missing otherwise: the build stops and says what to set', () => {
    expect(buildSiteUrl({}, false)).toBeUndefined()
    expect(buildSiteUrl({ SITE_URL: '' }, false)).toBeUndefined()
    expect(MISSING_SITE_URL).toMatch(/SITE_URL=https:\/\/www\.example\.com npm run build/)
    expect(MISSING_SITE_URL).toMatch(/npm run build -- --local/)
  })
})

describe('npm run build without SITE_URL', () => {
  it('stops before building anything and says what to set', () => {
    const env = { ...process.env, SITE_URL: '' }
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('SITE_URL is not set.')
    expect(run.stdout).not.toContain('pre-rendered')
  })
})
