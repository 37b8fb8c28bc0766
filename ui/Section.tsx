import type { ReactNode } from 'react'

type Tone = 'white' | 'surface' | 'brand'

const tones: Record<Tone, string> = {
  white: 'bg-white',
  surface: 'bg-surface',
  brand: 'bg-brand-900 text-white',
}

interface Props {
  id?: string
  /** Small line above the title. */
  eyebrow?: string
  title?: string
  intro?: string
  tone?: Tone
  /** Centre the heading block. */
  center?: boolean
  children?: ReactNode
}

/** A page section: optional eyebrow, h2 title and intro, then content, within the page width. */
export function Section({ id, eyebrow, title, intro, tone = 'white', center, children }: Props) {
  const headingId = id ? `${id}-title` : undefined
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`${tones[tone]} py-16 sm:py-20`}
    >
      <div className="mx-auto max-w-7xl px-4">
        {(eyebrow || title || intro) && (
          <div className={`mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
            {eyebrow && (
              <p
                className={`text-sm font-semibold tracking-wide uppercase ${tone === 'brand' ? 'text-accent-400' : 'text-brand-600'}`}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && (
              <p className={`mt-4 text-lg ${tone === 'brand' ? 'text-slate-200' : 'text-muted'}`}>{intro}</p>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
