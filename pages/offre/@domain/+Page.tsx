import { DomainNotFound } from '../../../components/expertise/DomainNotFound.tsx'
import { domainOfOffre } from '../../../components/expertise/keys.ts'
import { OffreDomainView } from '../../../components/expertise/OffreDomainView.tsx'
import { DOMAIN_BACK } from '../../../core/routes.ts'
import { usePage } from '../../../ui/PageContext.tsx'

/** /offre/<offre>: the domain's detailed offer, or 'Domaine non trouvé' for a key of no domain. */
export default function Page() {
  const { param, lang } = usePage()
  const domain = param === undefined ? undefined : domainOfOffre(param)
  return domain ? (
    <OffreDomainView domain={domain} />
  ) : (
    <DomainNotFound back={DOMAIN_BACK.offreDomain(lang)} />
  )
}
