import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../core/config.ts'
import { headersFile, pagePath } from '../../server/headers.ts'

describe('pagePath', () => {
  it('gives the URL path a page file is served at', () => {
    expect(pagePath('index.html')).toBe('/')
    expect(pagePath('en.html')).toBe('/en')
    expect(pagePath('en/contact.html')).toBe('/en/contact')
    expect(pagePath('404.html')).toBe('/404')
  })
})

describe('headersFile', () => {
  const file = headersFile(parseConfig({}), {
    'index.html': "'sha256-home'",
    'en/contact.html': "'sha256-contact'",
  })
  const block = (path: string) => file.split(/\n(?=\S)/).find((b) => b.startsWith(`${path}\n`)) ?? ''

  it('sends the common headers everywhere and no policy there (hosts would join two)', () => {
    expect(block('/*')).toContain('X-Content-Type-Options: nosniff')
    expect(block('/*')).not.toContain('Content-Security-Policy')
  })

  it("gives each page a policy allowing its own stylesheet's hash only", () => {
    expect(block('/')).toContain("style-src 'self' 'sha256-home';")
    expect(block('/en/contact')).toContain("style-src 'self' 'sha256-contact';")
    expect(block('/en/contact')).not.toContain('sha256-home')
  })
})
