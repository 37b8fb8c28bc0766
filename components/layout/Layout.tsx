import type { ReactNode } from 'react'
import type { BreadcrumbItem } from '../../core/breadcrumb.ts'
import { Island } from '../../islands/Island.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { Breadcrumb } from './Breadcrumb.tsx'
import { ChatSlot } from './ChatSlot.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { LanguageSuggestions } from './LanguageSuggestion.tsx'

// The page shell in three parts, so the pre-renderer can render the parts every page of a language
// shares once (renderer/renderBody.tsx): what is above the content, the content, and what follows it.

/**
 * Skip link and navigation bar. Reads only the page's language, route and alternates (the pre-renderer
 * caches it on those).
 */
export function LayoutTop() {
  const { t } = useTranslation()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('skipToContent')}
      </a>
      <LanguageSuggestions />
      <Header />
    </>
  )
}

/** The breadcrumb (not on home) and the page's main content. */
export function LayoutMain({
  breadcrumb,
  children,
}: {
  breadcrumb?: readonly BreadcrumbItem[]
  children: ReactNode
}) {
  return (
    <>
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
    </>
  )
}

/** Footer, chat assistant and cookie consent. Reads only the page's language. */
export function LayoutBottom() {
  const href = useHref()
  return (
    <>
      <Footer />
      <Island name="CookieConsent" props={{ policyHref: href('cookies') }} />
      {/* After the banner: the first paint does not wait for the chat, whose button (fixed) the banner
          lifts while it shows (CSS anchor positioning takes an anchor that comes first). */}
      <ChatSlot />
    </>
  )
}
