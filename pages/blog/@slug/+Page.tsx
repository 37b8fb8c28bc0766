import { ArticleActions } from '../../../components/blog/ArticleActions.tsx'
import { ArticleBody } from '../../../components/blog/ArticleBody.tsx'
import { ArticleMeta } from '../../../components/blog/ArticleMeta.tsx'
import { AuthorBox } from '../../../components/blog/AuthorBox.tsx'
import { Comments } from '../../../components/blog/Comments.tsx'
import { CATEGORY_SERVICES } from '../../../components/blog/categoryServices.ts'
import { ArrowLeft } from '../../../components/blog/icons.tsx'
import { RelatedArticles } from '../../../components/blog/RelatedArticles.tsx'
import { RelatedLinks } from '../../../components/blog/RelatedLinks.tsx'
import { useArticleText } from '../../../components/blog/useArticleText.ts'
import { findArticle } from '../../../content/blog.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { useHref, usePage } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** A blog article; an unknown slug shows the built-in article (spec). */
export default function Page() {
  const { t } = useTranslation('blog')
  const href = useHref()
  const article = findArticle(usePage().param)
  const text = useArticleText(article)
  return (
    <>
      {/* Long French words in the title ("d'automatisation") must wrap at 320px: hyphenate the h1. */}
      <article className="[&_h1]:break-words [&_h1]:hyphens-auto">
        <PageHero eyebrow={t(`categories.${article.category}`)} title={text.title} subtitle={text.excerpt}>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {article.featured && (
              <p className="rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-ink">
                {t('meta.featured')}
              </p>
            )}
            <ArticleMeta article={article} tone="dark" />
          </div>
        </PageHero>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <a
            href={href('blog')}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft />
            {t('article.back')}
          </a>
          <div className="mt-6">
            <ArticleActions title={text.title} />
          </div>
          <div className="mt-10">
            <ArticleBody text={text} />
          </div>
          <Comments article={article} text={text} />
          <AuthorBox article={article} />
        </div>
      </article>
      <Section
        id="related-articles"
        title={t('article.relatedArticles.title')}
        intro={t('article.relatedArticles.intro')}
      >
        <RelatedArticles article={article} />
      </Section>
      <Section
        id="related"
        tone="surface"
        title={t('article.related.title')}
        intro={t('article.related.intro')}
      >
        <RelatedLinks article={article} />
      </Section>
      <CtaBand
        title={t(`article.cta.categories.${article.category}.title`)}
        text={t(`article.cta.categories.${article.category}.text`)}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('article.cta.primary')}
            </ButtonLink>
            <ButtonLink href={href(CATEGORY_SERVICES[article.category])} variant="outline" size="lg">
              {t(`article.cta.categories.${article.category}.secondary`)}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
