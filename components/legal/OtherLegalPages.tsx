import { LEGAL_DOCS, type LegalDoc } from '../../content/schemas/legal.ts'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Links to the other legal pages, at the end of each one. */
export function OtherLegalPages({ current }: { current: LegalDoc }) {
  const { t } = useTranslation('legal')
  const { t: tc } = useTranslation('common')
  const href = useHref()
  return (
    <nav aria-labelledby="other-legal-title" className="border-t border-line pt-8">
      <h2 id="other-legal-title" className="text-lg font-bold text-ink">
        {t('common.others')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {LEGAL_DOCS.filter((doc) => doc !== current).map((doc) => (
          <li key={doc}>
            <a
              href={href(doc)}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              {tc(`routes.${doc}`)}
              <ArrowRight aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
