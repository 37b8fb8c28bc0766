import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { AbroadList } from './AbroadList.tsx'
import { AgencyList } from './AgencyList.tsx'
import { Headquarters } from './Headquarters.tsx'

/**
 * The offices block (about, offices and contact pages): headquarters, the five agencies behind a
 * disclosure, and the presence abroad. It is a top-level <section> with its own h2 (h3 and h4 inside),
 * so place it directly in the page, not inside another section. It carries no id, so it can appear on
 * any page without duplicating one.
 */
export function OfficesBlock() {
  const { t } = useTranslation('about')
  return (
    <Section
      tone="surface"
      eyebrow={t('offices.eyebrow')}
      title={t('offices.title')}
      intro={t('offices.intro')}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="text-xl font-bold text-ink">{t('offices.france')}</h3>
          <Headquarters />
          <AgencyList />
        </div>
        <div className="min-w-0">
          <h3 className="text-xl font-bold text-ink">{t('offices.abroad')}</h3>
          <AbroadList />
        </div>
      </div>
    </Section>
  )
}
