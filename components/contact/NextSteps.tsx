import { useTranslation } from '../../ui/useTranslation.ts'

const STEPS = ['read', 'call', 'proposal'] as const

/** Contact page: what happens after a message, in three numbered steps. */
export function NextSteps() {
  const { t } = useTranslation('contact')
  return (
    <section aria-labelledby="next-steps-title" className="rounded-card bg-brand-900 p-6 text-white">
      <h2 id="next-steps-title" className="text-xl font-bold">
        {t('steps.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-200">{t('steps.intro')}</p>
      <ol className="mt-5 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-ink"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{t(`steps.items.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-200">{t(`steps.items.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
