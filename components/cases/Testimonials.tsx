import { company, testimonials } from '../../content/index.ts'
import { Lock, QuoteIcon } from '../../ui/icons.tsx'
import { Section } from '../../ui/Section.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Anonymous client testimonials: the quote, then the author shown as confidential, position and company. */
export function Testimonials() {
  const { t } = useTranslation('cases')
  return (
    <Section
      id="testimonials"
      tone="surface"
      eyebrow={t('testimonials.eyebrow')}
      title={t('testimonials.title')}
      intro={t('testimonials.intro')}
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {testimonials.map(({ id }) => (
          <li key={id} className="flex">
            <figure className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
              <QuoteIcon className="text-3xl text-accent-600" />
              <blockquote className="mt-4 flex-1 text-lg text-ink">
                <p>{t(`testimonials.items.${id}.quote`, { brand: company.brand })}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl text-brand-700"
                >
                  <Lock />
                </span>
                {/* One line each, as blocks: read as three lines, not run together ("ConfidentialChief…"). */}
                <div className="min-w-0">
                  <p className="font-bold text-ink">{t('testimonials.confidential')}</p>
                  <p className="text-sm text-muted">{t(`testimonials.items.${id}.position`)}</p>
                  <p className="text-sm text-muted">{t(`testimonials.items.${id}.company`)}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
