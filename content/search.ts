import { parseContent } from './parse.ts'
import { searchSchema } from './schemas/search.ts'
import data from './search.json' with { type: 'json' }

/** The validated search catalogue (content/search.json). */
export const catalogue = parseContent('content/search.json', searchSchema, data).entries
