import type { ComponentType, SVGProps } from 'react'
import type { RouteId } from '../../core/routes.ts'
import { ArrowRight, Briefcase, Building, Compass, Layers, Mail, Users } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

type CardKey = 'about' | 'expertise' | 'caseStudies' | 'community' | 'careers' | 'contact'

/** The six quick-access cards, in display order: their text key, destination and icon. */
const CARDS: readonly { key: CardKey; to: RouteId; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: 'about', to: 'about', Icon: Building },
  { key: 'expertise', to: 'expertise', Icon: Layers },
  { key: 'caseStudies', to: 'caseStudies', Icon: Compass },
  { key: 'community', to: 'community', Icon: Users },
  { key: 'careers', to: 'careers', Icon: Briefcase },
  { key: 'contact', to: 'contact', Icon: Mail },
]

/** Grid of six cards, each wholly clickable through the one link in its title. */
export function QuickAccess() {
  const { t } = useTranslation('home')
  const href = useHref()
  return (
    <Section
      id="quick-access"
      tone="surface"
      eyebrow={t('quickAccess.eyebrow')}
      title={t('quickAccess.title')}
      intro={t('quickAccess.intro')}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ key, to, Icon }) => (
          <li
            key={key}
            className="group relative flex min-w-0 flex-col rounded-card border border-line bg-white p-6 shadow-card transition hover:border-brand-200 hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500"
          >
            <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-700">
              <Icon />
            </span>
            <h3 className="text-lg font-bold text-ink">
              <a
                href={href(to)}
                className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              >
                {t(`quickAccess.cards.${key}.title`)}
              </a>
            </h3>
            <p className="mt-2 flex-1 break-words text-muted">{t(`quickAccess.cards.${key}.text`)}</p>
            <ArrowRight className="mt-4 text-xl text-brand-600 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
