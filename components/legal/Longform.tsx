import type { ReactNode } from 'react'
import type { Longform, LongformBody, LongformItem } from '../../content/schemas/longform.ts'

/** A titled block of a long text: an h2 with an anchor id, then its content. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Item({ item }: { item: LongformItem }) {
  if (typeof item === 'string') return <li>{item}</li>
  return (
    <li>
      <strong className="font-semibold text-ink">{item.term}</strong> {item.text}
    </li>
  )
}

const listClass = 'mt-4 space-y-2 ps-6 marker:text-brand-600'

/** Paragraphs and lists of a long text, in reading order. */
export function ProseBody({ body }: { body: LongformBody }) {
  return (
    <>
      {Object.entries(body).map(([key, block]) => {
        if (typeof block === 'string') {
          return (
            <p key={key} className="mt-4">
              {block}
            </p>
          )
        }
        const List = 'steps' in block ? 'ol' : 'ul'
        const items = 'steps' in block ? block.steps : block.items
        return (
          <List key={key} className={`${listClass} ${List === 'ol' ? 'list-decimal' : 'list-disc'}`}>
            {Object.entries(items).map(([itemKey, item]) => (
              <Item key={itemKey} item={item} />
            ))}
          </List>
        )
      })}
    </>
  )
}

interface Props {
  sections: Longform
  /** Prefix of the sections' anchor ids, unique on the page (e.g. 'privacy'). */
  idPrefix: string
  /** Extra content (a table, a contact box) placed at the end of a section, by section key. */
  extras?: Partial<Record<string, ReactNode>>
}

/** The h2 sections of a long text (legal page, article), each with its anchor. */
export function ProseSections({ sections, idPrefix, extras = {} }: Props) {
  return (
    <>
      {Object.entries(sections).map(([key, section]) => (
        <ProseSection key={key} id={`${idPrefix}-${key}`} title={section.title}>
          <ProseBody body={section.body} />
          {extras[key]}
        </ProseSection>
      ))}
    </>
  )
}

/** Anchor ids and titles of a long text's sections, for a table of contents. */
export function sectionLinks(sections: Longform, idPrefix: string): { id: string; title: string }[] {
  return Object.entries(sections).map(([key, section]) => ({
    id: `${idPrefix}-${key}`,
    title: section.title,
  }))
}
