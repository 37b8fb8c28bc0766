import data from './careers.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { careersSchema } from './schemas/careers.ts'

/** Open positions of the careers page, in display order. */
export const positions = parseContent('content/careers.json', careersSchema, data).positions
