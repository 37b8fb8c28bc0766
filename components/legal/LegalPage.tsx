import type { ReactNode } from 'react'
import { Trans } from 'react-i18next'
import { legal } from '../../content/index.ts'
import type { LegalDoc } from '../../content/schemas/legal.ts'
import { DEFAULT_LANG } from '../../shared/languages.ts'
import { ButtonLink } from '../../ui/Button.tsx'
import { CtaBand } from '../../ui/CtaBand.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { PageHero } from '../../ui/PageHero.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import { formatDate } from './format.ts'
import { ProseSection, ProseSections, sectionLinks } from './Longform.tsx'
import { OtherLegalPages } from './OtherLegalPages.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { useLegalText } from './useLegalText.ts'

/** A section written as a component rather than as prose (publisher details, contact box). */
export interface LeadingSection {
  id: string
  title: string
  content: ReactNode
}

interface Props {
  doc: LegalDoc
  /** Sections shown before the prose sections of content/<lang>/legal/<page>.json. */
  leading?: readonly LeadingSection[]
  /** Content appended to a prose section, by its key (e.g. the processing table). */
  extras?: Partial<Record<string, ReactNode>>
}

/** A legal page: title, last update, contents, its sections, a CTA to contact. */
export function LegalPage({ doc, leading = [], extras }: Props) {
  const { t } = useTranslation('legal')
  const lang = useLang()
  const href = useHref()
  const { title, intro, sections } = useLegalText(doc)
  const updated = legal.lastUpdated[doc]
  const toc = [...leading.map(({ id, title }) => ({ id, title })), ...sectionLinks(sections, doc)]
  return (
    <>
      <PageHero eyebrow={t('common.eyebrow')} title={title} subtitle={intro}>
        <p className="mt-6 text-sm text-slate-200">
          <Trans
            t={t}
            i18nKey="common.lastUpdated"
            values={{ date: formatDate(updated, lang) }}
            components={{ time: <time dateTime={updated} className="font-semibold text-white" /> }}
          />
        </p>
        {lang !== DEFAULT_LANG && (
          <p className="mt-3 text-sm text-slate-200">{t('common.translationNotice')}</p>
        )}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <TableOfContents items={toc} />
        <div className="mt-10 max-w-3xl space-y-12 leading-7 break-words text-slate-700 lg:mt-0">
          {leading.map((section) => (
            <ProseSection key={section.id} id={section.id} title={section.title}>
              {section.content}
            </ProseSection>
          ))}
          <ProseSections sections={sections} idPrefix={doc} extras={extras} />
          <OtherLegalPages current={doc} />
        </div>
      </div>
      <CtaBand
        title={t('common.cta.title')}
        text={t('common.cta.text')}
        actions={
          <ButtonLink href={href('contact')} variant="hero" size="lg">
            {t('common.cta.contact')}
          </ButtonLink>
        }
      />
    </>
  )
}
