import type { ReactNode } from 'react'

interface Props {
  title?: string
  /** Heading level of the title inside the page outline (default h3). */
  level?: 2 | 3 | 4
  icon?: ReactNode
  children?: ReactNode
  className?: string
}

/** A bordered card with an optional icon and title. */
export function Card({ title, level = 3, icon, children, className = '' }: Props) {
  const Heading = `h${level}` as const
  return (
    <div className={`flex flex-col rounded-card border border-line bg-white p-6 shadow-card ${className}`}>
      {icon && (
        <div className="mb-4 flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-700">
          {icon}
        </div>
      )}
      {title && <Heading className="text-lg font-bold text-ink">{title}</Heading>}
      {children && <div className="mt-2 flex-1 text-muted">{children}</div>}
    </div>
  )
}
