// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { EXPERTISE_PATHS } from './paths.ts'

export default (pageContext: PageContext) =>
  (EXPERTISE_PATHS as readonly string[]).includes(pageContext.urlPathname)
