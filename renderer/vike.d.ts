import type { ComponentType } from 'react'
import type { SiteLang } from '../shared/languages.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, decided from the URL by +onBeforeRoute. */
      locale?: SiteLang
      Page?: ComponentType
    }
  }
}
