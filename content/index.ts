import type { z } from 'zod'
import accessibilityData from './accessibility.json' with { type: 'json' }
import blogData from './blog.json' with { type: 'json' }
import careersData from './careers.json' with { type: 'json' }
import casesData from './cases.json' with { type: 'json' }
import companyData from './company.json' with { type: 'json' }
import consultantsData from './consultants.json' with { type: 'json' }
import domainsData from './domains.json' with { type: 'json' }
import homeData from './home.json' with { type: 'json' }
import legalData from './legal.json' with { type: 'json' }
import nearshoreData from './nearshore.json' with { type: 'json' }
import officesData from './offices.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import { accessibilitySchema } from './schemas/accessibility.ts'
import { blogSchema } from './schemas/blog.ts'
import { careersSchema } from './schemas/careers.ts'
import { casesSchema } from './schemas/cases.ts'
import { companySchema } from './schemas/company.ts'
import { consultantsSchema } from './schemas/consultants.ts'
import { domainsSchema } from './schemas/domains.ts'
import { homeSchema } from './schemas/home.ts'
import { legalSchema } from './schemas/legal.ts'
import { nearshoreSchema } from './schemas/nearshore.ts'
import { officesSchema } from './schemas/offices.ts'
import { searchSchema } from './schemas/search.ts'
import { servicesSchema } from './schemas/services.ts'
import searchData from './search.json' with { type: 'json' }
import servicesData from './services.json' with { type: 'json' }

/** A language-neutral file and the schema it is read with. */
export interface NeutralFile {
  file: string
  schema: z.ZodType
}

const neutral: NeutralFile[] = []

/** Every content/*.json file and its schema, as read below (scripts/schemas.ts describes them to editors). */
export const NEUTRAL_FILES: readonly NeutralFile[] = neutral

function read<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  neutral.push({ file, schema })
  return parseContent(file, schema, data)
}

/**
 * The language-neutral content (content/*.json: facts, figures, lists, layouts), each file validated
 * here, once, when this module is first imported, and nowhere else: a bad file fails the build with its
 * path and key path. The texts in each language (content/<lang>/) are loaded by content/texts.ts; this
 * module imports no text, so it also runs where that one cannot (scripts on plain Node, the chat on
 * edge runtimes).
 */
export const company = read('content/company.json', companySchema, companyData)
export const domains = read('content/domains.json', domainsSchema, domainsData).domains
export const blog = read('content/blog.json', blogSchema, blogData)
export const articles = blog.articles
/** Open positions of the careers page, in display order. */
export const positions = read('content/careers.json', careersSchema, careersData).positions
const cases = read('content/cases.json', casesSchema, casesData)
/** Client case studies, in display order. */
export const caseStudies = cases.cases
/** Anonymous client testimonials, in display order. */
export const testimonials = cases.testimonials
/** Consultant profiles of the showcase, in display order. */
export const profiles = read('content/consultants.json', consultantsSchema, consultantsData).profiles
/** The home page's key figures. */
export const homeContent = read('content/home.json', homeSchema, homeData)
/** Dates of the legal pages. */
export const legal = read('content/legal.json', legalSchema, legalData)
/** The Tunis office of the nearshore page. */
export const nearshore = read('content/nearshore.json', nearshoreSchema, nearshoreData)
/** The agencies in France and the presence abroad. */
export const offices = read('content/offices.json', officesSchema, officesData)
/** The home search catalogue. */
export const catalogue = read('content/search.json', searchSchema, searchData).entries
/** The layout of each service page (sections, icons, figures, tools, buttons). */
export const services = read('content/services.json', servicesSchema, servicesData)

/**
 * Slugs of the pre-rendered article pages. `npm run bench` sets BENCH_EXTRA_ARTICLES to add that many
 * generated pages (they render the built-in article, as any unknown slug does) to measure how the build
 * scales; a normal build never has them.
 */
export function articleSlugs(): string[] {
  // globalThis: this module also runs where there is no `process` (the chat on Cloudflare Workers, Deno).
  const extra = Number(globalThis.process?.env.BENCH_EXTRA_ARTICLES ?? 0)
  const bench =
    Number.isInteger(extra) && extra > 0
      ? Array.from({ length: extra }, (_, i) => `bench-article-${i + 1}`)
      : []
  return [...articles.map((a) => a.slug), ...bench]
}
/** What the test suite measured of the site's accessibility (written from its results): the statement's figures. */
export const accessibilityResults = read('content/accessibility.json', accessibilitySchema, accessibilityData)
