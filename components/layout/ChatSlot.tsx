import { company } from '../../content/index.ts'
import { config } from '../../core/config.ts'
import { CHAT_OPEN_KEY } from '../../islands/chat/storage.ts'
import { Island } from '../../islands/Island.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** The chat assistant on every page: a plain button until first used; open again on load if it was left open. */
export function ChatSlot() {
  const { i18n } = useTranslation()
  const href = useHref()
  const lang = useLang()
  const office = company.registeredOffice
  const { endpoint, publicKey } = config().chat
  const settings = {
    endpoint,
    ...(publicKey ? { publicKey } : {}),
    lang,
    context: {
      contact: {
        phone: company.contact.phone,
        email: company.contact.email,
        address: `${office.street}, ${office.postalCode} ${office.city}, France`,
        hours: company.contact.hours[i18n.language === 'en' ? 'en' : 'fr'],
      },
      links: {
        expertise: href('expertise'),
        methodologies: href('methodologies'),
        caseStudies: href('caseStudies'),
        offices: href('offices'),
        contact: href('contact'),
        community: href('community'),
      },
    },
  }
  return <Island name="Chat" hydrateOnSession={CHAT_OPEN_KEY} props={{ settings, brand: company.brand }} />
}
