import { DomainNotFound } from '../../../components/expertise/DomainNotFound.tsx'
import { isServiceKey } from '../../../components/expertise/keys.ts'
import { ServiceDomainView } from '../../../components/expertise/ServiceDomainView.tsx'
import { DOMAIN_BACK } from '../../../core/routes.ts'
import { usePage } from '../../../ui/PageContext.tsx'

/** /services/<service>: the domain's page, or 'Domaine non trouvé' for a key of no domain. */
export default function Page() {
  const { param, lang } = usePage()
  return isServiceKey(param) ? (
    <ServiceDomainView service={param} />
  ) : (
    <DomainNotFound back={DOMAIN_BACK.serviceDomain(lang)} />
  )
}
