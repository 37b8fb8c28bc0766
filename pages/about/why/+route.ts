// https://vike.dev/route-function
import type { PageContext } from 'vike/types'

/**
 * /about/why-{brand}: the about section only. The brand comes from content/company.json, which route
 * files cannot import (Vike reads them at config time), so this matches the shape and
 * +onBeforePrerenderStart names the one real URL.
 */
export default (pageContext: PageContext) => /^\/about\/why-[a-z0-9-]+$/.test(pageContext.urlPathname)
