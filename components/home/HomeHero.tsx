import { company, homeContent } from '../../content/index.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { ArrowRight } from '../../ui/icons.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { Stats } from '../../ui/Stats.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { SearchBoxSlot } from '../slots/SearchBoxSlot.tsx'

/** Home hero: tagline, title, description, search box, the two main buttons and the key figures. */
export function HomeHero() {
  const { t } = useTranslation('home')
  const href = useHref()
  const brand = { brand: company.brand }
  const figures = homeContent.figures.map((figure) => ({
    value: figure.orMore ? t('figures.orMore', { value: figure.value }) : String(figure.value),
    label: t(`figures.${figure.key}`),
  }))
  return (
    <PageHero eyebrow={t('hero.tagline')} title={t('hero.title')} subtitle={t('hero.description', brand)}>
      <div className="mt-8 max-w-3xl">
        <SearchBoxSlot />
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={href('expertise')} variant="hero" size="lg">
          {t('hero.expertise')}
          <ArrowRight />
        </ButtonLink>
        <ButtonLink href={href('contact')} variant="outline" size="lg">
          {t('hero.contact')}
        </ButtonLink>
      </div>
      <div className="mt-12 max-w-3xl border-t border-white/20 pt-8">
        <h2 className="sr-only">{t('hero.figuresLabel', brand)}</h2>
        <Stats items={figures} tone="dark" />
      </div>
    </PageHero>
  )
}
