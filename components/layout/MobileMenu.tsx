import { ButtonLink } from '../../ui/Button.tsx'
import { MenuIcon } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { ABOUT_LINKS, DOMAIN_LINKS, MAIN_LINKS, type NavLink } from './nav-items.ts'
import { useLinkLabel } from './useLinkLabel.ts'

/**
 * The small-screen menu: a native <details> disclosure (no JavaScript); choosing a link loads the
 * next page, which starts with the menu closed.
 */
export function MobileMenu() {
  const { t } = useTranslation()
  const href = useHref()
  const label = useLinkLabel()
  const item = (link: NavLink, key: string) => (
    <li key={key}>
      <a href={href(link.to, link.param)} className="block rounded-md px-3 py-2 text-ink hover:bg-brand-50">
        {label(link)}
      </a>
    </li>
  )
  return (
    <details className="group lg:hidden">
      <summary className="flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-brand-50">
        <MenuIcon className="h-5 w-5" />
        {t('nav.menu')}
      </summary>
      <nav
        aria-label={t('nav.mobileLabel')}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-6.5rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-card"
      >
        <p className="mt-4 px-3 text-xs font-bold tracking-wide text-muted uppercase">{t('nav.about')}</p>
        <ul>
          {item({ to: 'about' }, 'about')}
          {ABOUT_LINKS.map((link) => item(link, link.to))}
        </ul>
        <p className="mt-4 px-3 text-xs font-bold tracking-wide text-muted uppercase">{t('nav.expertise')}</p>
        <ul className="grid sm:grid-cols-2">
          {DOMAIN_LINKS.map((link) => item(link, link.domain))}
          <li>
            <a
              href={href('expertise')}
              className="block rounded-md px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('nav.fullOffer')}
            </a>
          </li>
        </ul>
        <ul className="mt-4 border-t border-line pt-4">
          {MAIN_LINKS.map((link) => item(link, link.to))}
          {item({ to: 'community' }, 'community')}
          {item({ to: 'nearshore' }, 'nearshore')}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <LanguageSwitcher layout="menu" />
          <ButtonLink href={href('contact')}>{t('nav.contact')}</ButtonLink>
        </div>
      </nav>
    </details>
  )
}
