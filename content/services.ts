import { parseContent } from './parse.ts'
import { servicesSchema } from './schemas/services.ts'
import data from './services.json' with { type: 'json' }

/** Validated figures and tool lists of the service pages: a bad file fails the build. */
export const services = parseContent('content/services.json', servicesSchema, data)
