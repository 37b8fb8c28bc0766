import { parseLocaleTree } from '../../content/longform.ts'
import { type Article, type ArticleText, articleTextSchema } from '../../content/schemas/blog.ts'
import type blogFr from '../../locales/fr/blog.json'
import { useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Slugs that have texts in the French reference file (checked against content/blog.json by unit tests). */
type ArticleSlug = keyof typeof blogFr.articles

/** The texts of an article in the page's language (blog:articles.<slug>), validated. */
export function useArticleText(article: Article): ArticleText {
  const { t } = useTranslation('blog')
  const lang = useLang()
  const key = `articles.${article.slug as ArticleSlug}` as const
  return parseLocaleTree(`locales/${lang}/blog.json`, key, articleTextSchema, t(key, { returnObjects: true }))
}
