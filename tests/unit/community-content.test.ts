import { describe, expect, it } from 'vitest'
import enCommunity from '../../locales/en/community.json' with { type: 'json' }
import frCommunity from '../../locales/fr/community.json' with { type: 'json' }
import Page from '../../pages/community/+Page.tsx'
import { leakedKeys, renderPage, sitePage, textOf } from './render-page.tsx'

const LOCALES = { fr: frCommunity, en: enCommunity } as const

describe('community page', () => {
  for (const [url, lang] of [
    ['/community', 'fr'],
    ['/en/community', 'en'],
  ] as const) {
    const html = renderPage(Page, sitePage(url))
    const texts = LOCALES[lang]

    it(`${url}: every text exists (no key shown), one h1, a call to contact`, () => {
      expect(leakedKeys(html)).toEqual([])
      expect(html.match(/<h1/g)).toHaveLength(1)
      expect(html).toContain(`href="${lang === 'en' ? '/en' : ''}/contact"`)
    })

    it(`${url}: Blog and Slack tabs are a native radio group, Slack checked by default`, () => {
      const input = (id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? ''
      expect(/<fieldset[^>]*><legend class="sr-only">/.test(html)).toBe(true)
      for (const id of ['tab-blog', 'tab-slack']) {
        expect(input(id)).toContain('type="radio"')
        expect(input(id)).toContain('name="community-tab"')
      }
      expect(input('tab-blog')).not.toContain('checked')
      expect(input('tab-slack')).toContain('checked=""')
      expect(html).toContain('<label for="tab-blog"')
      expect(html).toContain('<label for="tab-slack"')
      expect(html).toContain('class="panel-blog')
      expect(html).toContain('class="panel-slack')
    })

    it(`${url}: the blog is coming soon; Slack has description, six benefits and the free note`, () => {
      const text = textOf(html)
      expect(text).toContain(texts.blog.title)
      expect(text).toContain(texts.slack.note)
      for (const benefit of Object.values(texts.slack.benefits)) expect(text).toContain(benefit.title)
      expect(Object.keys(texts.slack.benefits)).toHaveLength(6)
    })
  }
})
