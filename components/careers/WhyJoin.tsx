import { company } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { Check } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ExternalButton } from './ExternalButton.tsx'

const REASONS = ['projects', 'experts', 'impact', 'international'] as const

/** Why join: a short pitch, four reasons and the two calls to action (resume, question). */
export function WhyJoin() {
  const { t } = useTranslation('careers')
  const href = useHref()
  return (
    <Section
      id="why-join"
      tone="brand"
      eyebrow={t('whyJoin.eyebrow')}
      title={t('whyJoin.title')}
      intro={t('whyJoin.text', { brand: company.brand })}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {REASONS.map((key) => (
          <li key={key} className="flex gap-3 rounded-card bg-white/10 p-5">
            <Check className="mt-1 text-accent-400" />
            <span>{t(`whyJoin.reasons.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ExternalButton href={company.recruitmentUrl} variant="hero" size="lg">
          {t('hero.resume')}
        </ExternalButton>
        <ButtonLink href={href('contact')} variant="outline" size="lg">
          {t('whyJoin.contact')}
        </ButtonLink>
      </div>
    </Section>
  )
}
