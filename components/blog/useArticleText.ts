import type { Article, ArticleText } from '../../content/schemas/blog.ts'
import { articleText } from '../../content/texts.ts'
import { useLang } from '../../ui/PageContext.tsx'

/** The texts of an article in the page's language (content/<lang>/articles/<slug>.json). */
export function useArticleText(article: Article): ArticleText {
  return articleText(useLang(), article.slug)
}
