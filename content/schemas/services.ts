import { z } from 'zod'

/** Ids of the six test-automation tools; each keys `automated.tools.items.<id>` in locales/{fr,en}/services.json. */
export const AUTOMATION_TOOL_IDS = [
  'playwright',
  'selenium',
  'cypress',
  'appium',
  'robot',
  'postman',
] as const
/** Ids of the six performance tools; each keys `performance.tools.items.<id>` in locales/{fr,en}/services.json. */
export const PERFORMANCE_TOOL_IDS = ['jmeter', 'gatling', 'k6', 'loadrunner', 'locust', 'neoload'] as const

/** A share of something covered by our tests, in percent. */
const percent = z.number().min(0, 'a percentage, from 0 to 100').max(100, 'a percentage, from 0 to 100')

/** A list of six tools whose ids come from `ids`, each used once. */
function toolList<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  return z
    .array(
      z.object({
        /** Stable id, one of the schema's list: keys the tool's texts in the locale files. */
        id: z.enum(ids),
        /** Product name as its publisher writes it (not translated). */
        name: z.string().min(1),
      }),
    )
    .length(ids.length)
    .superRefine((tools, ctx) => {
      const seen = new Set<string>()
      tools.forEach((tool, index) => {
        if (seen.has(tool.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${tool.id}" is listed twice` })
        }
        seen.add(tool.id)
      })
    })
}

/** Figures and tool lists of the service pages (/services/functional-testing, automated, performance). */
export const servicesSchema = z.object({
  /** Coverage targets of a functional-testing campaign, in percent: they give the figure and its bar. */
  coverage: z.object({
    /** Business-critical user journeys. */
    criticalPaths: percent,
    /** Features of the application in scope. */
    features: percent,
    /** Browser and device combinations used by the audience. */
    browsers: percent,
    /** Regression scenarios replayed before each release. */
    regressions: percent,
  }),
  /** The test-automation tools shown on /services/automated-testing, in display order. */
  automationTools: toolList(AUTOMATION_TOOL_IDS),
  /** The performance-testing tools shown on /services/performance-testing, in display order. */
  performanceTools: toolList(PERFORMANCE_TOOL_IDS),
})
export type ServicesContent = z.infer<typeof servicesSchema>
