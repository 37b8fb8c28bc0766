import blogData from './blog.json' with { type: 'json' }
import companyData from './company.json' with { type: 'json' }
import domainsData from './domains.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { blogSchema } from './schemas/blog.ts'
import { companySchema } from './schemas/company.ts'
import { domainsSchema } from './schemas/domains.ts'

/** Validated site content: every import of content goes through here, so a bad file fails the build. */
export const company = parseContent('content/company.json', companySchema, companyData)
export const domains = parseContent('content/domains.json', domainsSchema, domainsData).domains
export const articles = parseContent('content/blog.json', blogSchema, blogData).articles
