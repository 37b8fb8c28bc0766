import type { TFunction } from 'i18next'
import { authorOf, findArticle } from '../content/blog.ts'
import { company } from '../content/index.ts'
import { articleText, authorText } from '../content/texts.ts'
import { isNotFound, type SitePage } from '../core/routes.ts'
import { SHARE_SECTIONS, type ShareCard, shareImagePath } from '../core/shareImage.ts'
import type { ArticleMeta, PageMeta } from './head.ts'

/**
 * A page's title, description, keywords and share image from the meta namespace; `label` names its domain
 * or article.
 */
export function pageMeta(page: SitePage, t: TFunction, label: string): PageMeta {
  const vars = { ns: 'meta', brand: company.brand, domain: label } as const
  const key = page.routeId
  const article = page.routeId === 'blogArticle' ? articleMeta(page, t, label) : undefined
  const title = article?.metaTitle ?? t(`${key}.title`, vars)
  // The share image shows an article's own title, and any other page's title without the brand, under
  // its section's name; a page that is its section ("Blog" in "Blog") under the site's line instead.
  const section = t(`share.sections.${SHARE_SECTIONS[key]}`, { ns: 'meta' })
  const card: ShareCard = {
    lang: page.lang,
    brand: company.brand,
    section: section === title ? t('share.sections.home', { ns: 'meta' }) : section,
    title: article ? label : title,
  }
  return {
    title:
      key === 'home'
        ? `${company.brand} | ${title}`
        : t('titleTemplate', { ns: 'meta', title, brand: company.brand }),
    // An article describes itself: its excerpt.
    description: article ? article.description : t(`${key}.description`, vars),
    keywords: t(`${key}.keywords`, vars),
    image: {
      path: shareImagePath(card),
      alt: t('share.alt', { ns: 'meta', title: card.title, section: card.section, brand: card.brand }),
      card,
    },
    noIndex: isNotFound(page),
    ...(article && { article: article.meta }),
  }
}

/** What an article page says about its article (an unknown slug renders the built-in one). */
function articleMeta(page: SitePage, t: TFunction, headline: string) {
  const article = findArticle(page.param)
  const author = authorOf(article)
  const meta: ArticleMeta = {
    headline,
    author: { name: author.name, jobTitle: authorText(page.lang, author.id).role },
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    section: t(`categories.${article.category}`, { ns: 'blog' }),
  }
  const text = articleText(page.lang, article.slug)
  return { meta, description: text.excerpt, metaTitle: text.metaTitle }
}
