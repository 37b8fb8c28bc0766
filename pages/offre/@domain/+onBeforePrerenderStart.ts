// https://vike.dev/onBeforePrerenderStart
import { prerenderPaths } from '../../../core/routes.ts'

/** The route's logical paths, from the route registry (and its section's not-found page, if any). */
export const onBeforePrerenderStart = () => prerenderPaths('offreDomain')
