import { describe, expect, it } from 'vitest'
import { parseReply } from '../../islands/chat/links.ts'

describe('parseReply', () => {
  it('turns Markdown links to site paths into links', () => {
    expect(parseReply('See [our offices](/en/about/offices) or [contact](/en/contact).')).toEqual([
      { text: 'See ' },
      { text: 'our offices', href: '/en/about/offices' },
      { text: ' or ' },
      { text: 'contact', href: '/en/contact' },
      { text: '.' },
    ])
  })
  it('keeps other links, protocol-relative paths and markup as text', () => {
    expect(parseReply('[x](https://evil.example) [y](//evil.example) <b>hi</b>')).toEqual([
      { text: '[x](https://evil.example) [y](//evil.example) <b>hi</b>' },
    ])
  })
  it('handles text without links', () => {
    expect(parseReply('Bonjour')).toEqual([{ text: 'Bonjour' }])
  })
})
