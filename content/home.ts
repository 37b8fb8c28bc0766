import data from './home.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { homeSchema } from './schemas/home.ts'

/** The home page's key figures, validated: a bad value fails the build with file and key path. */
export const homeContent = parseContent('content/home.json', homeSchema, data)
