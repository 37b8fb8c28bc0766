import type { BreadcrumbItem } from '../../core/breadcrumb.ts'
import { ChevronRight } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** The breadcrumb bar; the last item is the current page and not a link. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('breadcrumb.label')} className="border-b border-line bg-surface">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-muted">
        {items.map((item, index) => (
          <li key={item.path ?? 'current'} className="flex items-center gap-1">
            {index > 0 && <ChevronRight />}
            {item.path ? (
              <a href={item.path} className="underline-offset-4 hover:text-brand-700 hover:underline">
                {item.name}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
