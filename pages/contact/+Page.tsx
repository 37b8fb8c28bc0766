import { ContactDetails } from '../../components/contact/ContactDetails.tsx'
import { NextSteps } from '../../components/contact/NextSteps.tsx'
import { displayPhone, isolate, telHref } from '../../components/legal/format.ts'
import { OfficesBlock } from '../../components/offices/OfficesBlock.tsx'
import { ContactFormSlot } from '../../components/slots/ContactFormSlot.tsx'
import { company } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** Contact: the form island, contact details and support hours, next steps, the offices, a call to call us. */
export default function Page() {
  const { t } = useTranslation('contact')
  const { phone } = company.contact
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <section id="project" aria-labelledby="project-title" className="min-w-0 scroll-mt-28">
          <h2
            id="project-title"
            className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {t('form.title')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('form.intro')}</p>
          <div className="mt-8">
            <ContactFormSlot />
          </div>
        </section>
        <div className="min-w-0 space-y-6">
          <ContactDetails />
          <NextSteps />
        </div>
      </div>
      <OfficesBlock />
      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={
          <>
            <ButtonLink href={telHref(phone)} variant="hero" size="lg">
              {t('cta.call', { phone: isolate(displayPhone(phone)) })}
            </ButtonLink>
            <ButtonLink href="#project" variant="outline" size="lg">
              {t('cta.write')}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
