import { profiles } from '../../content/index.ts'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { ProfileCard } from './ProfileCard.tsx'

/** The six consultant profile cards. */
export function ProfileList() {
  const { t } = useTranslation('consultants')
  return (
    <Section
      id="profiles"
      tone="surface"
      eyebrow={t('profiles.eyebrow')}
      title={t('profiles.title')}
      intro={t('profiles.intro')}
    >
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ProfileCard profile={profile} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
