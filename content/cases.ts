import data from './cases.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { casesSchema } from './schemas/cases.ts'

const content = parseContent('content/cases.json', casesSchema, data)

/** Client case studies, in display order. */
export const caseStudies = content.cases
/** Anonymous client testimonials, in display order. */
export const testimonials = content.testimonials
