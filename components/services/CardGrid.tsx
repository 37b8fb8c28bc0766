import type { ReactNode } from 'react'
import { Card } from '../../ui/Card.tsx'

export interface CardItem {
  key: string
  title: string
  text: string
  icon?: ReactNode
  /** A short highlighted fact shown above the text (a figure, a duration, a scope). */
  badge?: string
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** A list of h3 cards (test kinds, benefits, services…), laid out in a responsive grid. */
export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.key} className="min-w-0">
          <Card title={item.title} icon={item.icon} className="h-full break-words">
            {item.badge && (
              <p className="mb-3 inline-block rounded-md bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                {item.badge}
              </p>
            )}
            <p>{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  )
}
