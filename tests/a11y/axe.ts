// axe-core over the page as it is now, with the rules of WCAG 2.2 AA and axe's best practices: the one
// scan every end-to-end accessibility check runs (e2e/first-visit.ts, axe-states.spec.ts, first-tap.spec.ts).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets the accessibility statement claims: WCAG 2.0, 2.1 and 2.2 A and AA, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The violations axe finds in the page (or only inside `within`, a CSS selector), one line each: rule and
 * the elements. axe runs in the page itself ("legacy mode", axe.run in every frame): the default runs each
 * frame apart, then opens a second blank page to put the parts together, which doubles the time of a scan
 * and tells nothing more on this site, whose pages hold no frame of another origin. Only violations are
 * reported in full (`resultTypes`): every rule still runs on every element, but the passes and the
 * incomplete checks, which nothing here reads, are not collected node by node (a scan takes 40 % less).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
