import { company } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { Logo, SearchIcon, Users } from '../../ui/icons.tsx'
import { useHref, usePage } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { Dropdown, DropdownItem } from './Dropdown.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { ABOUT_LINKS, DOMAIN_LINKS, MAIN_LINKS } from './nav-items.ts'
import { useLinkLabel } from './useLinkLabel.ts'

/** The navigation bar: a 40px strip above a 64px bar; server-rendered, works without JavaScript. */
export function Header() {
  const { t } = useTranslation()
  const href = useHref()
  const label = useLinkLabel()
  const page = usePage()
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <nav aria-label={t('nav.topLabel')} className="h-10 bg-ink text-white">
        <ul className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-2 px-4 text-xs whitespace-nowrap sm:text-sm">
          <li>
            <a
              href={href('search')}
              aria-current={page.routeId === 'search' ? 'page' : undefined}
              className="flex items-center gap-1.5 rounded-md px-2 py-1 hover:bg-white/10"
            >
              <SearchIcon />
              {/* Named on every screen, shown from the small breakpoint: the strip must fit 320px. */}
              <span className="sr-only sm:not-sr-only">{t('nav.search')}</span>
            </a>
          </li>
          <li>
            <a
              href={href('community')}
              className="flex items-center gap-1.5 rounded-md px-2 py-1 hover:bg-white/10"
            >
              <Users />
              {/* Shown from the small breakpoint like the search label: on a phone the strip holds one line. */}
              <span className="sr-only sm:not-sr-only">{t('nav.community')}</span>
            </a>
          </li>
          <li>
            <a
              href={href('nearshore')}
              className="block rounded-md bg-accent-400 px-2 py-1 font-semibold text-ink hover:bg-white forced-colors:border"
            >
              {t('nav.nearshore')}
            </a>
          </li>
        </ul>
      </nav>
      <div className="relative border-b border-line">
        <div className="nav-row mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4">
          <a href={href('home')} className="flex items-center gap-2 text-xl font-bold text-ink">
            <Logo className="h-8 w-8" />
            <span>{company.brand}</span>
            <span className="sr-only">{t('brandTagline')}</span>
          </a>
          <nav aria-label={t('nav.label')} className="hidden lg:block">
            <ul className="flex items-center">
              <Dropdown href={href('about')} label={t('nav.about')} current={page.routeId === 'about'}>
                {ABOUT_LINKS.map((link) => (
                  <DropdownItem key={link.to} href={href(link.to)}>
                    {label(link)}
                  </DropdownItem>
                ))}
              </Dropdown>
              <Dropdown
                href={href('expertise')}
                label={t('nav.expertise')}
                current={page.routeId === 'expertise'}
              >
                {DOMAIN_LINKS.map((link) => (
                  <DropdownItem key={link.domain} href={href(link.to, link.param)}>
                    {label(link)}
                  </DropdownItem>
                ))}
                <DropdownItem href={href('expertise')}>
                  <span className="font-semibold text-brand-700">{t('nav.fullOffer')}</span>
                </DropdownItem>
              </Dropdown>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <a
                    href={href(link.to)}
                    aria-current={page.routeId === link.to ? 'page' : undefined}
                    className="flex h-16 items-center px-3 text-sm font-medium text-ink hover:text-brand-700"
                  >
                    {label(link)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <LanguageSwitcher layout="bar" />
            <ButtonLink href={href('contact')} size="sm">
              {t('nav.contact')}
            </ButtonLink>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
