// https://vike.dev/route-function
import type { PageContext } from 'vike/types'

/**
 * The paths are the route registry's (core/routes.ts: a path made from content), which +onBeforeRoute
 * matched; route files are read when Vike loads its configuration, before content can be imported.
 */
export default (pageContext: PageContext) => pageContext.routeId === 'aboutWhy'
