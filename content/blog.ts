import { articles, blog } from './index.ts'
import type { Article, Author } from './schemas/blog.ts'

/** Authors of the built-in articles (content/blog.json). */
export const authors: readonly Author[] = blog.authors

/** The article at a slug; an unknown or missing slug falls back to the first (built-in) article. */
export function findArticle(slug: string | undefined): Article {
  const fallback = articles[0]
  if (!fallback) throw new Error('content/blog.json: articles: at least one article is required')
  return articles.find((a) => a.slug === slug) ?? fallback
}

/** The author of an article (the schema guarantees it exists). */
export function authorOf(article: Article): Author {
  const author = authors.find((a) => a.id === article.author)
  if (!author) throw new Error(`content/blog.json: unknown author "${article.author}"`)
  return author
}

/** Articles in display order: featured first, then newest first. */
export function sortedArticles(): Article[] {
  return [...articles].sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date))
}
