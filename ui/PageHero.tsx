import type { ReactNode } from 'react'

interface Props {
  eyebrow?: string
  title: string
  subtitle?: string
  /** Buttons under the subtitle. */
  actions?: ReactNode
  /** Extra content beside or below (figures, a search box…). */
  children?: ReactNode
}

/** The top of a page: the one h1, on the brand gradient. */
export function PageHero({ eyebrow, title, subtitle, actions, children }: Props) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl">
            {title}
          </h1>
          {subtitle && <p className="mt-6 text-lg text-slate-200 sm:text-xl">{subtitle}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  )
}
