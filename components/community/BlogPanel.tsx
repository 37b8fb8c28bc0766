import { FileText } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** The blog tab: a coming-soon message. */
export function BlogPanel() {
  const { t } = useTranslation('community')
  return (
    <section
      aria-labelledby="community-blog-title"
      className="mx-auto max-w-2xl rounded-card border border-dashed border-brand-200 bg-brand-50 px-6 py-12 text-center"
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-white text-2xl text-brand-700 shadow-card">
        <FileText />
      </span>
      <h2 id="community-blog-title" className="mt-6 text-2xl font-bold text-ink sm:text-3xl">
        {t('blog.title')}
      </h2>
      <p className="mt-4 text-lg text-muted">{t('blog.text')}</p>
    </section>
  )
}
