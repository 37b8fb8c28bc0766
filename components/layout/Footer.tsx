import { company } from '../../content/index.ts'
import { Island } from '../../islands/Island.tsx'
import { ButtonLink } from '../../ui/Button.tsx'
import { Github, Linkedin, Logo, XLogo } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { CookieSettingsButton } from './CookieSettingsButton.tsx'
import { FOOTER_COLUMNS, LEGAL_LINKS } from './nav-items.ts'
import { useLinkLabel } from './useLinkLabel.ts'

const SOCIAL = [
  { key: 'socialLinkedin', href: company.social.linkedin, Icon: Linkedin },
  { key: 'socialX', href: company.social.x, Icon: XLogo },
  { key: 'socialGithub', href: company.social.github, Icon: Github },
] as const

export function Footer() {
  const { t } = useTranslation()
  const href = useHref()
  const label = useLinkLabel()
  const brand = { brand: company.brand }
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-6">
          <a href={href('home')} className="inline-flex items-center gap-2 text-xl font-bold text-white">
            <Logo className="h-8 w-8" />
            {company.brand}
          </a>
          <p className="max-w-md text-sm">{t('footer.description', brand)}</p>
          <Island name="Newsletter" props={{}} />
          <div>
            <h2 className="sr-only">{t('footer.social')}</h2>
            <ul className="flex gap-2">
              {SOCIAL.map(({ key, href: url, Icon }) => (
                <li key={key}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 forced-colors:border"
                  >
                    <Icon className="h-5 w-5" />
                    <span className="sr-only">{t(`footer.${key}`, brand)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="grid gap-8 sm:grid-cols-3">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-bold tracking-wide text-white uppercase">
                {t(`footer.${column.title}`)}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={`${link.to}-${link.param ?? ''}`}>
                    <a href={href(link.to, link.param)} className="hover:text-white hover:underline">
                      {label(link)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', brand)}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={href(link.to)} className="hover:text-white hover:underline">
                    {label(link)}
                  </a>
                </li>
              ))}
              <li className="requires-js">
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
          <ButtonLink href={href('contact')} variant="hero" size="sm">
            {t('footer.quote')}
          </ButtonLink>
        </div>
      </div>
    </footer>
  )
}
