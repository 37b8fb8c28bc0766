// What every page must be on a first visit (the cookie banner on screen), checked in the page as loaded:
// it answers with the right status, axe finds nothing (WCAG 2.2 AA), nothing logs an error and nothing
// is asked of another origin. The layout sweep runs it in its first-visit page load (every sitemap URL
// and the not-found pages); quality.spec.ts runs it on the other built pages (aliases, sections' 404s).
import type { Page } from '@playwright/test'
import { axeViolations } from '../a11y/axe.ts'
import { watchPage } from './support.ts'

/** The path a built page is checked at: the not-found pages where visitors meet them, at an unknown path. */
export const visitPathOf = (url: string) => (url.endsWith('/404') ? url.replace(/404$/, 'no-such-page') : url)

/**
 * Starts watching a page that is about to load `path` (call it before page.goto); the returned function,
 * called once the page is checked, stops watching and gives what is wrong, one line each (nothing when
 * all is well).
 */
export function watchFirstVisit(
  page: Page,
  notFound: boolean,
): (status: number | undefined) => Promise<string[]> {
  const { errors, thirdParty, stop } = watchPage(page)
  return async (status) => {
    const problems: string[] = []
    if (status !== (notFound ? 404 : 200)) problems.push(`status ${status}`)
    problems.push(...(await axeViolations(page)).map((line) => `axe: ${line}`))
    stop()
    // The not-found page answers 404 and logs its path on purpose (spec); nothing else may log an error.
    const expected = (e: string) => notFound && (e.includes('404: no page at') || /404/.test(e))
    problems.push(...errors.filter((e) => !expected(e)).map((e) => `console: ${e}`))
    // Privacy promise: before any choice, nothing is fetched from another origin (fonts, icons, scripts are ours).
    problems.push(...thirdParty.map((url) => `another origin: ${url}`))
    return problems
  }
}
