import { Award, Code, FileText, Layers, Shield, Target } from '../../ui/icons.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'
import type { OffreKey } from './keys.ts'
import { OffreBlock } from './OffreBlock.tsx'

/** The string values of a text object (its items, in file order); nothing for a missing key. */
function itemsOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).filter((item): item is string => typeof item === 'string')
}

/** Scope, testing, automation, security, audit and deliverables of one specialised offer. */
export function OffreSections({ offre }: { offre: OffreKey }) {
  const { t } = useTranslation('expertise')
  const list = (part: 'scope' | 'testing' | 'automation' | 'deliverables') => ({
    title: t(`offre.${offre}.${part}.title`),
    items: itemsOf(t(`offre.${offre}.${part}.items`, { returnObjects: true })),
  })
  return (
    <div className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <OffreBlock id="scope" icon={<Target />} wide {...list('scope')} />
        </div>
        <OffreBlock id="testing" icon={<Layers />} {...list('testing')} />
        <OffreBlock id="automation" icon={<Code />} {...list('automation')} />
        <OffreBlock
          id="security"
          icon={<Shield />}
          title={t(`offre.${offre}.security.title`)}
          description={t(`offre.${offre}.security.description`)}
        />
        <OffreBlock
          id="audit"
          icon={<Award />}
          title={t(`offre.${offre}.audit.title`)}
          description={t(`offre.${offre}.audit.description`)}
        />
        <div className="lg:col-span-2">
          <OffreBlock id="deliverables" icon={<FileText />} wide {...list('deliverables')} />
        </div>
      </div>
    </div>
  )
}
