import type { ReactNode } from 'react'
import { authorOf } from '../../content/blog.ts'
import type { Article } from '../../content/schemas/blog.ts'
import { Calendar, Clock } from '../../ui/icons.tsx'
import { useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { formatDate } from '../legal/format.ts'
import { UserIcon } from './icons.tsx'

interface Props {
  article: Article
  /** Colours for a dark (hero) or light (card) background. */
  tone?: 'dark' | 'light'
}

/** Author, publication date and reading time of an article. */
export function ArticleMeta({ article, tone = 'light' }: Props) {
  const { t } = useTranslation('blog')
  const lang = useLang()
  const items: { key: string; label: string; icon: ReactNode; value: ReactNode }[] = [
    { key: 'author', label: t('meta.author'), icon: <UserIcon />, value: authorOf(article).name },
    {
      key: 'date',
      label: t('meta.date'),
      icon: <Calendar />,
      value: <time dateTime={article.date}>{formatDate(article.date, lang)}</time>,
    },
    {
      key: 'readTime',
      label: t('meta.readTime'),
      icon: <Clock />,
      value: t('meta.readTimeValue', { minutes: article.readTime }),
    },
  ]
  return (
    <dl
      className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${tone === 'dark' ? 'text-slate-200' : 'text-muted'}`}
    >
      {items.map((item) => (
        <div key={item.key} className="flex items-center gap-2">
          <dt className={tone === 'dark' ? 'text-accent-400' : 'text-brand-600'}>
            {item.icon}
            <span className="sr-only">{item.label}</span>
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Category and 'featured' badges of an article. */
export function ArticleBadges({ article }: { article: Article }) {
  const { t } = useTranslation('blog')
  return (
    <p className="flex flex-wrap gap-2 text-xs font-semibold">
      <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
        {t(`categories.${article.category}`)}
      </span>
      {article.featured && (
        <span className="rounded-full bg-accent-400 px-3 py-1 text-ink">{t('meta.featured')}</span>
      )}
    </p>
  )
}
