import data from './nearshore.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { nearshoreSchema } from './schemas/nearshore.ts'

/** The validated Tunis office: a bad file fails the build. */
export const nearshore = parseContent('content/nearshore.json', nearshoreSchema, data)

/** The tel: URL of a phone number written for people, e.g. '+216 71 000 000' → 'tel:+21671000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
