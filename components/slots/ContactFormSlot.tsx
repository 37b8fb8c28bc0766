import { Island } from '../../islands/Island.tsx'
import { config } from '../../renderer/config.ts'
import { useHref, useLang } from '../../renderer/PageContext.tsx'

/** The contact form island on /contact; it hydrates at once when the URL prefills it (?subject=…). */
export function ContactFormSlot() {
  const href = useHref()
  const lang = useLang()
  return (
    <Island
      name="ContactForm"
      hydrateOnQuery="subject"
      props={{ action: config().forms.contactAction, privacyHref: href('privacy'), lang }}
    />
  )
}
