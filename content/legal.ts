import legalData from './legal.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { legalSchema } from './schemas/legal.ts'

/** Validated facts of the legal pages (content/legal.json). */
export const legal = parseContent('content/legal.json', legalSchema, legalData)
