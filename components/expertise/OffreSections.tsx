import type { DomainText } from '../../content/schemas/domains.ts'
import { Award, Code, FileText, Layers, Shield, Target } from '../../ui/icons.tsx'
import { OffreBlock } from './OffreBlock.tsx'

type Offer = DomainText['offer']

/** Scope, testing, automation, security, audit and deliverables of one specialised offer. */
export function OffreSections({ offer }: { offer: Offer }) {
  const list = (part: 'scope' | 'testing' | 'automation' | 'deliverables') => ({
    title: offer[part].title,
    items: Object.values(offer[part].items),
  })
  return (
    <div className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <OffreBlock id="scope" icon={<Target />} wide {...list('scope')} />
        </div>
        <OffreBlock id="testing" icon={<Layers />} {...list('testing')} />
        <OffreBlock id="automation" icon={<Code />} {...list('automation')} />
        <OffreBlock id="security" icon={<Shield />} {...offer.security} />
        <OffreBlock id="audit" icon={<Award />} {...offer.audit} />
        <div className="lg:col-span-2">
          <OffreBlock id="deliverables" icon={<FileText />} wide {...list('deliverables')} />
        </div>
      </div>
    </div>
  )
}
