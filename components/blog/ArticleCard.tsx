import type { Article } from '../../content/schemas/blog.ts'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ArticleBadges, ArticleMeta } from './ArticleMeta.tsx'
import { CATEGORY_ICONS } from './categoryIcons.ts'
import { useArticleText } from './useArticleText.ts'

/** An article on the blog index: the whole card opens the article (its title is the link). */
export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation('blog')
  const href = useHref()
  const text = useArticleText(article)
  const Icon = CATEGORY_ICONS[article.category]
  return (
    <article
      className={`group relative flex w-full flex-col gap-6 rounded-card border border-line bg-white p-6 shadow-card transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 hover:shadow-lg sm:p-8 ${article.featured ? 'lg:flex-row lg:gap-10' : ''}`}
    >
      {article.featured && (
        <div
          aria-hidden="true"
          className="flex h-36 items-center justify-center rounded-xl bg-gradient-to-br from-brand-800 via-brand-600 to-accent-600 text-6xl text-white lg:h-auto lg:w-2/5"
        >
          <Icon />
        </div>
      )}
      <div className="flex flex-1 flex-col">
        <ArticleBadges article={article} />
        <h3 className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink">
          <a
            href={href('blogArticle', article.slug)}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {text.title}
          </a>
        </h3>
        <p className="mt-3 flex-1 text-muted">{text.excerpt}</p>
        <div className="mt-6">
          <ArticleMeta article={article} />
        </div>
        <p aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
          {t('index.readMore')}
          <ArrowRight className="transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
        </p>
      </div>
    </article>
  )
}
