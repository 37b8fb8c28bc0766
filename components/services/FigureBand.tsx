import { Section } from '../../ui/Section.tsx'

export interface Figure {
  key: string
  value: string
  label: string
}

interface Props {
  id: string
  title: string
  intro?: string
  figures: readonly Figure[]
}

/** A dark band of large figures: return on investment, business impact, audit benefits. */
export function FigureBand({ id, title, intro, figures }: Props) {
  return (
    <Section id={id} tone="brand" title={title} intro={intro}>
      <dl className="grid gap-6 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="flex min-w-0 flex-col-reverse rounded-card border border-white/15 bg-white/5 p-6"
          >
            <dt className="mt-2 text-lg break-words text-slate-100">{figure.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-accent-400 sm:text-5xl">
              <bdi dir="ltr">{figure.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
