import { z } from 'zod'
import { text } from './longform.ts'
import type { ServiceLayout, ServiceSectionLayout } from './services.ts'

/** An object with exactly these keys, each holding `value`. */
const exactly = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<string, T>).strict()

/** The label of a button; one leading to the contact page may also prefill the form's subject. */
const button = (to: string) =>
  to === 'contact'
    ? z.union([text, z.object({ label: text, subject: text }).strict()], {
        error: 'a label, or { "label": …, "subject": … } to prefill the contact form',
      })
    : text

/** The texts of each kind of section, for the items its layout lists. */
function sectionText(section: ServiceSectionLayout) {
  /** The section's h2 and the paragraph under it. */
  const heading = { title: text, intro: text.optional() }
  switch (section.type) {
    case 'cards': {
      const card = z.object({ title: text, badge: text.optional(), text }).strict()
      return z
        .object({
          ...heading,
          items: exactly(
            section.items.map((i) => i.key),
            card,
          ),
        })
        .strict()
    }
    case 'steps':
      return z
        .object({ ...heading, items: exactly(section.items, z.object({ title: text, text }).strict()) })
        .strict()
    case 'tools': {
      const tool = z.object({ category: text, use: text }).strict()
      return z
        .object({
          ...heading,
          items: exactly(
            section.items.map((i) => i.key),
            tool,
          ),
        })
        .strict()
    }
    case 'coverage': {
      const target = z.object({ label: text, text }).strict()
      return z
        .object({
          ...heading,
          items: exactly(
            section.items.map((i) => i.key),
            target,
          ),
        })
        .strict()
    }
    case 'figures':
      return z
        .object({
          ...heading,
          items: exactly(section.items, z.object({ value: text, label: text }).strict()),
        })
        .strict()
    case 'office':
      /** `team`: who works at the office, beside the team size. */
      return z.object({ ...heading, team: text }).strict()
  }
}

/**
 * content/<lang>/services/<key>.json: the texts of one service page, shaped by its layout in
 * content/services.json: `hero`, then one object per section (under the section's id), then `cta`.
 */
export function serviceTextSchema(layout: ServiceLayout) {
  const { hero, cta } = layout
  const indicator = z.object({ value: text, label: text }).strict()
  return z
    .object({
      hero: z
        .object({
          /** The small line above the h1. */
          eyebrow: text,
          title: text,
          subtitle: text,
          primary: button(hero.primary),
          secondary: button(hero.secondary),
          ...(hero.indicators && { indicators: exactly(hero.indicators, indicator) }),
        })
        .strict(),
      ...Object.fromEntries(layout.sections.map((section) => [section.id, sectionText(section)])),
      cta: z
        .object({
          title: text,
          text,
          primary: button(cta.primary),
          ...(cta.secondary && { secondary: button(cta.secondary) }),
        })
        .strict(),
    })
    .strict()
}
