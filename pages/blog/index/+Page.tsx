import { ArticleCard } from '../../../components/blog/ArticleCard.tsx'
import { BlogTopics } from '../../../components/blog/BlogTopics.tsx'
import { sortedArticles } from '../../../content/blog.ts'
import { FEED_FORMATS, feedPath } from '../../../core/feeds.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { CtaBand } from '../../../ui/CtaBand.tsx'
import { RssIcon } from '../../../ui/icons.tsx'
import { useHref, useLang } from '../../../ui/PageContext.tsx'
import { PageHero } from '../../../ui/PageHero.tsx'
import { Section } from '../../../ui/Section.tsx'
import { useTranslation } from '../../../ui/useTranslation.ts'

/** Blog index: the articles (featured first), the topics covered, and a call to contact. */
export default function Page() {
  const { t } = useTranslation('blog')
  const href = useHref()
  const lang = useLang()
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
        <p className="mt-8">
          <a
            href={feedPath(lang, 'rss')}
            type={FEED_FORMATS.rss.type}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            <RssIcon />
            {t('index.feed')}
          </a>
        </p>
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
