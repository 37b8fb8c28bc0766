import { company } from '../../content/index.ts'
import { headquarters } from '../../content/offices.ts'
import { Building } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { OfficeContact } from './OfficeContact.tsx'

/** The headquarters card: registered office from company.json, with phone and e-mail. */
export function Headquarters() {
  const { t } = useTranslation('about')
  return (
    <div className="mt-6 rounded-card border-2 border-brand-600 bg-white p-6 shadow-card">
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xl text-brand-700"
        >
          <Building />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('offices.headquarters')}
          </p>
          <h4 className="text-lg font-bold text-ink">{headquarters.name}</h4>
        </div>
      </div>
      <OfficeContact office={headquarters} phone={company.contact.phone} />
    </div>
  )
}
