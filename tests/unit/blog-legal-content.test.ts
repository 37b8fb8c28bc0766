import { describe, expect, it } from 'vitest'
import { formatDate, legalVars } from '../../components/legal/format.ts'
import blogData from '../../content/blog.json' with { type: 'json' }
import { authors, findArticle } from '../../content/blog.ts'
import enCookies from '../../content/en/legal/cookies.json' with { type: 'json' }
import enPrivacy from '../../content/en/legal/privacy.json' with { type: 'json' }
import frCookies from '../../content/fr/legal/cookies.json' with { type: 'json' }
import frPrivacy from '../../content/fr/legal/privacy.json' with { type: 'json' }
import legalData from '../../content/legal.json' with { type: 'json' }
import { ContentError, parseContent } from '../../content/parse.ts'
import { articleTextSchema, blogSchema, RELATED_TARGETS } from '../../content/schemas/blog.ts'
import { LEGAL_DOCS, legalSchema } from '../../content/schemas/legal.ts'
import { privacyTextSchema, termsTextSchema } from '../../content/schemas/legalText.ts'
import { texts } from '../../content/texts.ts'
import enBlog from '../../locales/en/blog.json' with { type: 'json' }
import frBlog from '../../locales/fr/blog.json' with { type: 'json' }
import ArticlePage from '../../pages/blog/@slug/+Page.tsx'
import BlogPage from '../../pages/blog/index/+Page.tsx'
import ContactPage from '../../pages/contact/+Page.tsx'
import CookiesPage from '../../pages/cookie-policy/+Page.tsx'
import NoticePage from '../../pages/legal-notice/+Page.tsx'
import PrivacyPage from '../../pages/privacy-policy/+Page.tsx'
import TermsPage from '../../pages/terms-of-service/+Page.tsx'
import { leakedKeys, renderPage, sitePage, textOf } from './render-page.tsx'

/** The message of the ContentError a run throws. */
function errorOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('expected the content to be rejected')
}

const clone = <T>(value: T): T => structuredClone(value)
const blogLocales = { fr: frBlog, en: enBlog } as const

describe('content/blog.json', () => {
  const blog = parseContent('content/blog.json', blogSchema, blogData)

  it('ships the built-in article as the spec describes it', () => {
    const [article] = blog.articles
    expect(article).toMatchObject({
      slug: 'test-automation-strategy-2024',
      readTime: 8,
      featured: true,
      category: 'automation',
      commentCount: 3,
    })
    // Spec §9: the badge reads 3 comments while only 2 are shown.
    expect(article?.comments).toHaveLength(2)
    expect(authors.map((a) => a.id)).toContain(article?.author)
  })

  it('falls back to the first article for an unknown or missing slug', () => {
    expect(findArticle('no-such-article').slug).toBe('test-automation-strategy-2024')
    expect(findArticle(undefined).slug).toBe('test-automation-strategy-2024')
  })

  it('names the file and key path of every mistake', () => {
    const broken = clone(blogData)
    const article = broken.articles[0]
    if (!article) throw new Error('fixture has no article')
    Object.assign(article, { date: '12/03/2024', category: 'gossip' })
    const message = errorOf(() => parseContent('content/blog.json', blogSchema, broken))
    expect(message).toContain('content/blog.json: articles.0.date:')
    expect(message).toContain('content/blog.json: articles.0.category:')
  })

  it('names an article whose author is not in authors', () => {
    const broken = clone(blogData)
    Object.assign(broken.articles[0] ?? {}, { author: 'nobody' })
    expect(errorOf(() => parseContent('content/blog.json', blogSchema, broken))).toContain(
      'content/blog.json: articles.0.author: unknown author "nobody": add it to authors',
    )
  })

  it('refuses a badge smaller than the comments listed, and an empty list of articles', () => {
    const broken = clone(blogData)
    Object.assign(broken.articles[0] ?? {}, { commentCount: 1 })
    expect(errorOf(() => parseContent('content/blog.json', blogSchema, broken))).toContain(
      'content/blog.json: articles.0.commentCount: must be at least the number of comments listed',
    )
    expect(
      errorOf(() => parseContent('content/blog.json', blogSchema, { ...blogData, articles: [] })),
    ).toContain('content/blog.json: articles: at least one article')
  })
})

describe.each(['fr', 'en'] as const)('content/%s/articles, authors.json and locales/%s/blog.json', (lang) => {
  it('has valid texts for every article, comment, author and related page', () => {
    const blog = parseContent('content/blog.json', blogSchema, blogData)
    for (const article of blog.articles) {
      const text = texts[lang].articles[article.slug]
      if (!text) throw new Error(`no texts for ${article.slug}`)
      for (const comment of article.comments) expect(text.comments[comment.id], comment.id).toBeTruthy()
      // A real article of about 1,200 words.
      const words = JSON.stringify({ ...text, comments: {} }).split(/\s+/).length
      expect(words).toBeGreaterThan(1000)
    }
    for (const author of blog.authors) expect(texts[lang].authors[author.id]?.bio).toBeTruthy()
    for (const target of RELATED_TARGETS) expect(blogLocales[lang].related[target].title).toBeTruthy()
  })

  it('reports a broken article text with its file and key path', () => {
    const file = `content/${lang}/articles/test-automation-strategy-2024.json`
    const broken = clone(texts[lang].articles['test-automation-strategy-2024']) as Record<string, unknown>
    broken.sections = { objectives: { title: 'Goals', body: { p1: ' ' } } }
    const message = errorOf(() => parseContent(file, articleTextSchema, broken))
    expect(message).toContain(`${file}: sections.objectives.body.p1:`)
  })
})

describe('legal pages', () => {
  it('accepts content/legal.json and names a bad date', () => {
    expect(parseContent('content/legal.json', legalSchema, legalData).lastUpdated.privacy).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    )
    const broken = { lastUpdated: { ...legalData.lastUpdated, cookies: 'last spring' } }
    expect(errorOf(() => parseContent('content/legal.json', legalSchema, broken))).toContain(
      'content/legal.json: lastUpdated.cookies:',
    )
  })

  it.each(['fr', 'en'] as const)('has valid long texts for every legal page in %s', (lang) => {
    for (const doc of LEGAL_DOCS) {
      expect(Object.keys(texts[lang].legal[doc].sections).length).toBeGreaterThan(2)
    }
  })

  it('covers the GDPR rights, the CNIL and every item the site stores', () => {
    const privacy = JSON.stringify(frPrivacy)
    for (const right of ['access', 'rectification', 'erasure', 'objection', 'portability']) {
      expect(Object.keys(frPrivacy.sections.rights.body.list.items)).toContain(right)
    }
    expect(privacy).toContain('CNIL')
    expect(Object.keys(frCookies.table.rows)).toEqual(['language', 'consent', 'chat', 'recaptcha'])
    expect(enCookies.table.rows.consent.duration).toBe('6 months')
  })

  it('reports a malformed section with its file and key path', () => {
    const broken = clone(enPrivacy) as { sections: Record<string, unknown> }
    broken.sections.rights = {
      title: 'Your rights',
      body: { list: { items: { access: { term: 'Access:' } } } },
    }
    const message = errorOf(() => parseContent('content/en/legal/privacy.json', privacyTextSchema, broken))
    expect(message).toContain('content/en/legal/privacy.json: sections.rights.body.list')
    const terms = { ...texts.en.legal.terms, sections: 'terms.sections' }
    expect(errorOf(() => parseContent('content/en/legal/terms.json', termsTextSchema, terms))).toContain(
      'content/en/legal/terms.json: sections:',
    )
  })
})

describe('formatDate', () => {
  it('writes a date in the page language', () => {
    expect(formatDate('2024-03-12', 'fr')).toBe('12 mars 2024')
    expect(formatDate('2024-03-12', 'en')).toBe('12 March 2024')
  })
})

describe('rendered pages', () => {
  it('renders the article for an unknown slug, with 3 comments announced and 2 shown', () => {
    const html = renderPage(ArticlePage, sitePage('/en/blog/test-automation-strategy-2024', 'unknown-slug'))
    const text = textOf(html)
    expect(leakedKeys(html)).toEqual([])
    expect(text).toContain('Building a test automation strategy in 2024')
    expect(text).toContain('12 March 2024')
    expect(text).toContain('8 min read')
    expect(text).toContain('3 comments')
    expect(html.match(/<li class="flex gap-4 rounded-card/g)).toHaveLength(2)
    expect(html).toContain('href="/en/blog"')
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Like this article"/)
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Save this article"/)
    expect(text).toContain('Add Comment')
    expect(text).toContain('Camille Martin')
  })

  it('lists the three articles on the blog index, the featured one first', () => {
    const html = renderPage(BlogPage, sitePage('/blog'))
    expect(leakedKeys(html)).toEqual([])
    const links = [...html.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1])
    expect(links).toEqual([
      '/blog/test-automation-strategy-2024',
      '/blog/quality-audit-what-to-expect',
      '/blog/performance-testing-before-peak-traffic',
    ])
    expect(textOf(html)).toContain('12 mars 2024')
  })

  it('shows the other articles as related articles: title, excerpt, date and link', () => {
    const html = renderPage(ArticlePage, sitePage('/en/blog/quality-audit-what-to-expect'))
    const text = textOf(html)
    expect(leakedKeys(html)).toEqual([])
    expect(text).toContain('Related articles')
    const related = html.slice(html.indexOf('id="related-articles"'))
    for (const slug of ['test-automation-strategy-2024', 'performance-testing-before-peak-traffic']) {
      const article = texts.en.articles[slug]
      if (!article) throw new Error(`no texts for ${slug}`)
      expect(related).toContain(`href="/en/blog/${slug}"`)
      expect(textOf(related)).toContain(article.title)
      expect(textOf(related)).toContain(article.excerpt)
    }
    expect(related).toMatch(/<time datetime="2024-03-12">12 March 2024<\/time>/i)
    expect(related.slice(0, related.indexOf('id="related"'))).not.toContain('quality-audit-what-to-expect')
  })

  it("closes each article with its category's call to action", () => {
    const audit = renderPage(ArticlePage, sitePage('/en/blog/quality-audit-what-to-expect'))
    expect(textOf(audit)).toContain(enBlog.article.cta.categories.quality.title)
    expect(audit).toContain('href="/en/services/quality-audits"')
    const perf = renderPage(ArticlePage, sitePage('/blog/performance-testing-before-peak-traffic'))
    expect(textOf(perf)).toContain(frBlog.article.cta.categories.performance.title.replace('\u00a0', ' '))
  })

  it('shows the contact details and the support hours of the spec', () => {
    const fr = renderPage(ContactPage, sitePage('/contact'))
    const en = renderPage(ContactPage, sitePage('/en/contact'))
    expect(leakedKeys(fr)).toEqual([])
    expect(textOf(fr)).toContain('Lun-Ven, 9h-18h PST')
    expect(textOf(en)).toContain('Mon-Fri, 9AM-6PM PST')
    expect(textOf(en)).toContain('within 24 hours')
    expect(en).toContain('href="tel:+33184600000"')
    expect(en).toContain('href="mailto:contact@qualixa.example"')
  })

  it.each([
    [PrivacyPage, '/privacy-policy'],
    [TermsPage, '/en/terms-of-service'],
    [CookiesPage, '/en/cookie-policy'],
    [NoticePage, '/legal-notice'],
    [NoticePage, '/en/legal-notice'],
  ] as const)('renders a legal page with its last update (%#)', (Page, url) => {
    const html = renderPage(Page, sitePage(url))
    expect(leakedKeys(html)).toEqual([])
    expect(html).toContain('<time dateTime="2024-09-02"')
    expect(html.match(/<h1/g)).toHaveLength(1)
  })

  it('shows the publisher and host in the legal notice', () => {
    const text = textOf(renderPage(NoticePage, sitePage('/en/legal-notice')))
    for (const fact of [
      'Qualixa SAS',
      'RCS Nanterre 912 345 678',
      '10 000 €',
      'Camille Martin',
      'Example Hosting SAS',
    ]) {
      expect(text).toContain(fact)
    }
    expect(text).toContain('Neuilly-sur-Seine')
  })
})

describe('dates in every language', () => {
  it('writes Spanish dates in Spanish and Arabic dates with Arabic month names and Western digits', () => {
    expect(formatDate('2024-03-12', 'es')).toBe('12 de marzo de 2024')
    expect(formatDate('2024-03-12', 'ar')).toBe('12 مارس 2024')
  })
})

describe('company facts in the legal texts', () => {
  it('isolates each Latin fact inside Arabic sentences, and leaves left-to-right languages as they are', () => {
    const ar = legalVars('ar')
    expect(ar.phone).toBe('\u2068+33 1 84 60 00 00\u2069')
    expect(ar.email).toBe('\u2068contact@qualixa.example\u2069')
    expect(ar.address.split(', ').every((line) => /^\u2068.+\u2069$/.test(line))).toBe(true)
    expect(legalVars('fr').phone).toBe('+33 1 84 60 00 00')
  })
})
