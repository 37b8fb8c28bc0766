import { useTranslation } from '../../ui/useTranslation.ts'

/** The page's contents: links to each section's anchor; sticky beside the text on wide screens. */
export function TableOfContents({ items }: { items: readonly { id: string; title: string }[] }) {
  const { t } = useTranslation('legal')
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-card border border-line bg-surface p-5 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
    >
      <h2 id="toc-title" className="text-sm font-bold tracking-wide text-ink uppercase">
        {t('common.toc')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="text-brand-700 hover:underline">
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
