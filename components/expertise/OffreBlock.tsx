import type { ReactNode } from 'react'
import { CheckList } from '../../ui/CheckList.tsx'

interface Props {
  /** Id of the block; its heading gets `${id}-title`. */
  id: string
  title: string
  icon: ReactNode
  /** A list of items, or… */
  items?: readonly string[]
  /** …a paragraph. */
  description?: string
  /** Lay the items out in two columns from medium screens (for full-width blocks). */
  wide?: boolean
}

/** One section of a specialised-domain page: an h2 with items or a description, in a card. */
export function OffreBlock({ id, title, icon, items, description, wide }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex items-center gap-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-700">
          {icon}
        </span>
        <h2 id={`${id}-title`} className="min-w-0 text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
      </div>
      {items && (
        <CheckList
          items={items}
          className={`mt-6 break-words text-muted ${wide ? 'gap-x-10 md:columns-2 [&>li]:break-inside-avoid' : ''}`}
        />
      )}
      {description && <p className="mt-6 break-words text-muted">{description}</p>}
    </section>
  )
}
