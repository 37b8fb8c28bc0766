import type { Profile } from '../../content/schemas/consultants.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { ArrowRight, Check, Clock } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ProfileIcon } from './ProfileIcon.tsx'

/** One consultant profile: badges, title, description, skills, and a request link to the contact page. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('consultants')
  const href = useHref()
  const base = `profiles.items.${profile.id}` as const
  const title = t(`${base}.title`)
  const skills = Object.values(t(`${base}.skills`, { returnObjects: true }))
  const request = `${href('contact')}?subject=${encodeURIComponent(title)}&type=${profile.id}&from=consultants`
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-2xl text-brand-700"
        >
          <ProfileIcon name={profile.icon} />
        </span>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            <Clock />
            {t('profiles.experience', { years: profile.experienceYears })}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-success-700 px-3 py-1 text-white">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
            {t(`profiles.${profile.availability}`)}
          </li>
        </ul>
      </div>
      <h3 className="mt-5 text-xl font-bold text-ink">{title}</h3>
      <p className="mt-2 text-muted">{t(`${base}.description`)}</p>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">{t('profiles.skills')}</h4>
      <ul className="mt-2 flex-1 space-y-1.5 text-sm text-ink">
        {skills.map((skill) => (
          <li key={skill} className="flex gap-2">
            <Check className="mt-1 text-accent-600" />
            <span>{skill}</span>
          </li>
        ))}
      </ul>
      <ButtonLink href={request} variant="default" className="mt-6 self-start">
        {t('profiles.request')}
        <span className="sr-only"> {title}</span>
        <ArrowRight />
      </ButtonLink>
    </article>
  )
}
