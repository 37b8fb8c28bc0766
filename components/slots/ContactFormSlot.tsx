import { config } from '../../core/config.ts'
import { Island } from '../../islands/Island.tsx'
import { useHref, useLang } from '../../ui/PageContext.tsx'

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
