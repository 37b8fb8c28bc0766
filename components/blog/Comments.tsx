import type { Article, ArticleText } from '../../content/schemas/blog.ts'
import { Button } from '../../ui/Button.tsx'
import { MessageCircle } from '../../ui/icons.tsx'
import { useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { formatDate } from '../legal/format.ts'
import { initials } from './initials.ts'

/**
 * The article's fixed comments. The badge shows commentCount from content/blog.json (spec: 3) while
 * only the listed comments are shown (spec: 2); 'Add Comment' does nothing.
 */
export function Comments({ article, text }: { article: Article; text: ArticleText }) {
  const { t } = useTranslation('blog')
  const lang = useLang()
  return (
    // Readers' words, not the site's: the chat assistant does not quote them as facts (scripts/site-index.ts).
    <section aria-labelledby="comments-title" className="mt-16" data-voice="readers">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="comments-title"
            className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink"
          >
            <MessageCircle className="text-brand-600" />
            {t('article.comments.title')}
          </h2>
          <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
            {t('article.comments.count', { count: article.commentCount })}
          </span>
        </div>
        <Button variant="default" size="sm">
          {t('article.comments.add')}
        </Button>
      </div>
      <ul className="mt-6 space-y-4">
        {article.comments.map((comment) => (
          <li key={comment.id} className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {initials(comment.author)}
            </span>
            <article className="min-w-0">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-ink">{comment.author}</span>
                <time dateTime={comment.date} className="text-sm text-muted">
                  {formatDate(comment.date, lang)}
                </time>
              </p>
              <p className="mt-2 text-slate-700">{text.comments[comment.id]}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
