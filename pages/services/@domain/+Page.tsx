import { DomainNotFound } from '../../../components/expertise/DomainNotFound.tsx'
import { isServiceKey } from '../../../components/expertise/keys.ts'
import { ServiceDomainView } from '../../../components/expertise/ServiceDomainView.tsx'
import { usePage } from '../../../renderer/PageContext.tsx'
import { DOMAIN_BACK } from '../../../renderer/routes.ts'

/** /services/<service>: the domain's texts, or 'Domaine non trouvé' when the key has none. */
export default function Page() {
  const { param, lang } = usePage()
  return isServiceKey(param) ? (
    <ServiceDomainView service={param} />
  ) : (
    <DomainNotFound back={DOMAIN_BACK.serviceDomain(lang)} />
  )
}
