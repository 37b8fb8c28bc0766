import type { ReactNode } from 'react'
import { Island } from '../../islands/Island.tsx'
import type { BreadcrumbItem } from '../../renderer/head.ts'
import { useTranslation } from '../../renderer/i18n/useTranslation.ts'
import { useHref } from '../../renderer/PageContext.tsx'
import { Breadcrumb } from './Breadcrumb.tsx'
import { ChatSlot } from './ChatSlot.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

/** The page shell: skip link, navigation bar, breadcrumb (not on home), main content, footer. */
export function Layout({
  breadcrumb,
  children,
}: {
  breadcrumb?: readonly BreadcrumbItem[]
  children: ReactNode
}) {
  const { t } = useTranslation()
  const href = useHref()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
      <ChatSlot />
      <Island name="CookieConsent" props={{ policyHref: href('cookies') }} />
    </>
  )
}
