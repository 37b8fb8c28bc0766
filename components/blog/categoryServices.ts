import type { Category } from '../../content/schemas/blog.ts'
import type { RouteId } from '../../core/routes.ts'

/** The service page an article's closing call to action leads to, by the article's category. */
export const CATEGORY_SERVICES: Record<Category, RouteId> = {
  automation: 'automatedTesting',
  performance: 'performanceTesting',
  functional: 'functionalTesting',
  quality: 'qualityAudits',
}
