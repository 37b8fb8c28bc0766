import { authorOf } from '../../content/blog.ts'
import type { Article } from '../../content/schemas/blog.ts'
import { authorText } from '../../content/texts.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { initials } from './initials.ts'

/** The article's author: name, role and short bio (content/<lang>/authors.json). */
export function AuthorBox({ article }: { article: Article }) {
  const { t } = useTranslation('blog')
  const author = authorOf(article)
  const { role, bio } = authorText(useLang(), author.id)
  return (
    <section aria-labelledby="author-title" className="mt-16 rounded-card bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="author-title" className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
        {t('article.author.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row">
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-xl font-bold"
        >
          {initials(author.name)}
        </span>
        <div>
          <p className="text-xl font-bold">{author.name}</p>
          <p className="text-sm font-semibold text-slate-200">{role}</p>
          <p className="mt-3 text-slate-200">{bio}</p>
        </div>
      </div>
    </section>
  )
}
