import { sortedArticles } from '../../content/blog.ts'
import type { Article } from '../../content/schemas/blog.ts'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { formatDate } from '../legal/format.ts'
import { useArticleText } from './useArticleText.ts'

/** The blog's other articles (spec: related articles), featured first then newest: title, excerpt, date, link. */
export function RelatedArticles({ article }: { article: Article }) {
  const others = sortedArticles().filter((a) => a.slug !== article.slug)
  if (!others.length) return null
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {others.map((other) => (
        <RelatedArticle key={other.slug} article={other} />
      ))}
    </ul>
  )
}

function RelatedArticle({ article }: { article: Article }) {
  const { t } = useTranslation('blog')
  const href = useHref()
  const lang = useLang()
  const text = useArticleText(article)
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 hover:shadow-lg">
      <p className="text-sm font-semibold text-brand-700">{t(`categories.${article.category}`)}</p>
      <h3 className="mt-2 text-lg font-bold text-balance text-ink">
        <a
          href={href('blogArticle', article.slug)}
          className="after:absolute after:inset-0 focus:outline-none"
        >
          {text.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-muted">{text.excerpt}</p>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
      </p>
      <p aria-hidden="true" className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700">
        {t('index.readMore')}
        <ArrowRight className="transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
      </p>
    </li>
  )
}
