import data from './consultants.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { consultantsSchema } from './schemas/consultants.ts'

/** Consultant profiles of the showcase, in display order. */
export const profiles = parseContent('content/consultants.json', consultantsSchema, data).profiles
