import type { ComponentType } from 'react'
import type { RouteId } from '../core/routes.ts'
import type { ShareCard } from '../core/shareImage.ts'
import type { SiteLang } from '../shared/languages.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, decided from the URL by +onBeforeRoute. */
      locale?: SiteLang
      /** The registry route the URL belongs to (core/routes.ts), found by +onBeforeRoute; route functions read it. */
      routeId?: RouteId
      Page?: ComponentType
      /** What the page's share image shows, set by +onRenderHtml: the build draws the image from it. */
      shareCard?: ShareCard
    }
  }
}
