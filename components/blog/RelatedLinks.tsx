import type { Article } from '../../content/schemas/blog.ts'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Related reading: cards leading to the service pages listed in content/blog.json (articles[].related). */
export function RelatedLinks({ article }: { article: Article }) {
  const { t } = useTranslation('blog')
  const href = useHref()
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {article.related.map((target) => (
        <li
          key={target}
          className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 hover:shadow-lg"
        >
          <h3 className="text-lg font-bold text-ink">
            <a href={href(target)} className="after:absolute after:inset-0 focus:outline-none">
              {t(`related.${target}.title`)}
            </a>
          </h3>
          <p className="mt-2 flex-1 text-muted">{t(`related.${target}.text`)}</p>
          <p aria-hidden="true" className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700">
            {t('article.related.more')}
            <ArrowRight className="transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
          </p>
        </li>
      ))}
    </ul>
  )
}
