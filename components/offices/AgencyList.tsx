import { agencies } from '../../content/offices.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { ChevronDown } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { OfficeContact } from './OfficeContact.tsx'

/**
 * The agencies in France, collapsed by default behind a native disclosure: the <summary> is the
 * toggle button, so it opens and closes without JavaScript and announces its state.
 */
export function AgencyList() {
  const { t } = useTranslation('about')
  const number = agencies.length
  return (
    <details className="group mt-6">
      <summary className={buttonClass('outline', 'lg', 'cursor-pointer select-none')}>
        <span className="group-open:hidden">{t('offices.agencies.show', { number })}</span>
        <span className="hidden group-open:inline">{t('offices.agencies.hide', { number })}</span>
        <ChevronDown className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {agencies.map((agency) => (
          <li key={agency.id} className="min-w-0 rounded-card border border-line bg-white p-5">
            <h4 className="font-bold text-ink">{agency.name}</h4>
            <OfficeContact office={agency} />
          </li>
        ))}
      </ul>
    </details>
  )
}
