import type { ServiceLayout, ServiceLink, ServiceSectionLayout } from './schemas/services.ts'

/** A button of a service page: its label, where it leads, and the contact form's subject it may prefill. */
export interface ServiceButton {
  label: string
  to: ServiceLink
  subject?: string
}

/** The texts of one item, by kind of section. */
interface ItemTexts {
  cards: { title: string; badge?: string; text: string }
  steps: { title: string; text: string }
  tools: { category: string; use: string }
  coverage: { label: string; text: string }
  figures: { value: string; label: string }
}
type ListType = keyof ItemTexts

/** An item's layout: its key and what content/services.json gives (icon, percent, tool name). */
type ItemLayout<T extends ListType> = Extract<
  ServiceSectionLayout,
  { type: T }
>['items'][number] extends infer I
  ? I extends string
    ? { key: string }
    : I
  : never

interface Heading {
  title: string
  intro?: string
}

/** A section of a service page, its layout and texts together, ready to render. */
export type ServiceSection =
  | {
      [T in ListType]: Omit<Extract<ServiceSectionLayout, { type: T }>, 'items'> &
        Heading & { items: (ItemLayout<T> & ItemTexts[T])[] }
    }[ListType]
  | (Extract<ServiceSectionLayout, { type: 'office' }> & Heading & { team: string })

/** A service page in one language: hero, sections in page order, closing call to action. */
export interface ServicePage {
  hero: {
    eyebrow: string
    title: string
    subtitle: string
    primary: ServiceButton
    secondary: ServiceButton
    /** Key figures under the buttons; none on some pages. */
    indicators: { key: string; value: string; label: string }[]
  }
  sections: ServiceSection[]
  cta: { title: string; text: string; primary: ServiceButton; secondary?: ServiceButton }
}

type ButtonText = string | { label: string; subject: string }
export type ServiceTexts = Record<string, unknown> & {
  hero: Omit<ServicePage['hero'], 'primary' | 'secondary' | 'indicators'> & {
    primary: ButtonText
    secondary: ButtonText
    indicators?: Record<string, { value: string; label: string }>
  }
  cta: { title: string; text: string; primary: ButtonText; secondary?: ButtonText }
}

const button = (to: ServiceLink, text: ButtonText): ServiceButton =>
  typeof text === 'string' ? { label: text, to } : { ...text, to }

function section(layout: ServiceSectionLayout, text: unknown): ServiceSection {
  if (layout.type === 'office') return { ...layout, ...(text as Heading & { team: string }) }
  const { items, ...texts } = text as Heading & { items: Record<string, object> }
  const list = layout.items.map((item) => (typeof item === 'string' ? { key: item } : item))
  return {
    ...layout,
    ...texts,
    items: list.map((item) => ({ ...item, ...items[item.key] })),
  } as ServiceSection
}

/**
 * One service page in one language from its layout (content/services.json) and its texts (checked
 * against the same layout by content/schemas/serviceText.ts, hence the casts).
 */
export function servicePageOf(layout: ServiceLayout, texts: ServiceTexts): ServicePage {
  const { hero, cta } = texts
  return {
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      subtitle: hero.subtitle,
      primary: button(layout.hero.primary, hero.primary),
      secondary: button(layout.hero.secondary, hero.secondary),
      indicators: (layout.hero.indicators ?? []).map((key) => ({
        key,
        ...(hero.indicators?.[key] as { value: string; label: string }),
      })),
    },
    sections: layout.sections.map((s) => section(s, texts[s.id])),
    cta: {
      title: cta.title,
      text: cta.text,
      primary: button(layout.cta.primary, cta.primary),
      ...(layout.cta.secondary &&
        cta.secondary && { secondary: button(layout.cta.secondary, cta.secondary) }),
    },
  }
}
