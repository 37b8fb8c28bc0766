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
  it('marks phone numbers and e-mail addresses as left-to-right runs, links untouched', () => {
    expect(
      parseReply(
        'اتصلوا بنا على +33 1 84 60 00 00 أو contact@qualixa.example، أو [تواصلوا معنا](/ar/contact).',
      ),
    ).toEqual([
      { text: 'اتصلوا بنا على ' },
      { text: '+33 1 84 60 00 00', ltr: true },
      { text: ' أو ' },
      { text: 'contact@qualixa.example', ltr: true },
      { text: '، أو ' },
      { text: 'تواصلوا معنا', href: '/ar/contact' },
      { text: '.' },
    ])
    // Years and short figures are not phone numbers.
    expect(parseReply('Depuis 2023, 98 % de nos clients')).toEqual([
      { text: 'Depuis 2023, 98 % de nos clients' },
    ])
  })
  it('keeps figures that follow Latin words in their run, which is laid out in order already', () => {
    // Isolating the figures alone made them a neutral between the Latin words and the Arabic after them,
    // and an Arabic reply showed "RCS Nanterre" and its number in the wrong order.
    expect(parseReply('والسجل التجاري: RCS Nanterre 912 345 678» اطّلعوا')).toEqual([
      { text: 'والسجل التجاري: RCS Nanterre 912 345 678» اطّلعوا' },
    ])
    expect(parseReply('الميزانية: 10 000 € تقريبًا، الهاتف 71 123 456')).toEqual([
      { text: 'الميزانية: ' },
      { text: '10 000 €', ltr: true },
      { text: ' تقريبًا، الهاتف ' },
      { text: '71 123 456', ltr: true },
    ])
  })
  it('handles text without links', () => {
    expect(parseReply('Bonjour')).toEqual([{ text: 'Bonjour' }])
  })
})
