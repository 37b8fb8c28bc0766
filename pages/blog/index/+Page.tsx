import { ArticleCard } from '../../../components/blog/ArticleCard.tsx'
import { BlogTopics } from '../../../components/blog/BlogTopics.tsx'
import { ButtonLink } from '../../../components/ui/Button.tsx'
import { CtaBand } from '../../../components/ui/CtaBand.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import { Section } from '../../../components/ui/Section.tsx'
import { sortedArticles } from '../../../content/blog.ts'
import { useTranslation } from '../../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../../renderer/PageContext.tsx'

/** Blog index: the articles (featured first), the topics covered, and a call to contact. */
export default function Page() {
  const { t } = useTranslation('blog')
  const href = useHref()
  const articles = sortedArticles()
  return (
    <>
      <PageHero eyebrow={t('index.eyebrow')} title={t('index.title')} subtitle={t('index.subtitle')} />
      <Section id="articles" title={t('index.latest.title')} intro={t('index.latest.intro')}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug} className={`flex ${article.featured ? 'lg:col-span-2' : ''}`}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="topics" tone="surface" title={t('index.topics.title')} intro={t('index.topics.intro')}>
        <BlogTopics />
      </Section>
      <CtaBand
        title={t('index.cta.title')}
        text={t('index.cta.text')}
        actions={
          <>
            <ButtonLink href={href('contact')} variant="hero" size="lg">
              {t('index.cta.primary')}
            </ButtonLink>
            <ButtonLink href={href('expertise')} variant="outline" size="lg">
              {t('index.cta.secondary')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
