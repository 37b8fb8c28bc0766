import { DomainNotFound } from '../../../components/expertise/DomainNotFound.tsx'
import { isOffreKey } from '../../../components/expertise/keys.ts'
import { OffreDomainView } from '../../../components/expertise/OffreDomainView.tsx'
import { DOMAIN_BACK } from '../../../core/routes.ts'
import { usePage } from '../../../ui/PageContext.tsx'

/** /offre/<offre>: the specialised offer's texts, or 'Domaine non trouvé' when the key has none. */
export default function Page() {
  const { param, lang } = usePage()
  return isOffreKey(param) ? (
    <OffreDomainView offre={param} />
  ) : (
    <DomainNotFound back={DOMAIN_BACK.offreDomain(lang)} />
  )
}
