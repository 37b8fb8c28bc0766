import { company } from '../../content/index.ts'
import type { LegalPlaceholder } from '../../content/schemas/legalText.ts'
import { cached } from '../../shared/cached.ts'
import { direction, intlLocale, type SiteLang } from '../../shared/languages.ts'

const dateFormats = new Map<SiteLang, Intl.DateTimeFormat>()
const regionNames = new Map<SiteLang, Intl.DisplayNames>()

/** A calendar date (ISO yyyy-mm-dd) written out in the page's language, e.g. « 12 mars 2024 ». */
export function formatDate(iso: string, lang: SiteLang): string {
  const format = cached(
    dateFormats,
    lang,
    () => new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }),
  )
  return format.format(new Date(`${iso}T00:00:00Z`))
}

/** A country code (ISO 3166) as a name in the page's language. */
export function countryName(code: string, lang: SiteLang): string {
  const names = cached(regionNames, lang, () => new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }))
  return names.of(code) ?? code
}

/** The lines of the registered office's postal address. */
export function officeLines(lang: SiteLang): [string, string, string] {
  const { street, postalCode, city, country } = company.registeredOffice
  return [street, `${postalCode} ${city}`, countryName(country, lang)]
}

/** The registered office on one line, for running text. */
export function officeAddress(lang: SiteLang): string {
  return officeLines(lang).join(', ')
}

/** A phone number for a tel: link's text: no-break spaces, so it never wraps mid-number. */
export function displayPhone(phone: string): string {
  return phone.replace(/\s+/g, '\u00a0')
}

/**
 * Text of its own direction inside a sentence of any direction (Unicode isolates FSI … PDI: its first
 * strong letter decides, else left to right). In Arabic, "اتصل بالرقم +33 1 84 60 00 00" would otherwise
 * show the plus sign at the number's far end ("33 1 84 60 00 00+"), as a screenshot of the Arabic
 * contact page showed. For text passed to a translation; around an element of its own, use <bdi>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}

/** A phone number as a tel: URL (digits and leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/**
 * Company facts filled into the legal texts ({{brand}}, {{email}}…: LEGAL_PLACEHOLDERS). In a
 * right-to-left language each Latin fact is an isolated run (each address line on its own, since the
 * country name is translated), so numbers and punctuation keep their place inside the Arabic sentence.
 */
export function legalVars(lang: SiteLang): Record<LegalPlaceholder, string> {
  const run = direction(lang) === 'rtl' ? isolate : (text: string) => text
  return {
    brand: company.brand,
    legalName: run(company.legalName),
    registrationNumber: run(company.registrationNumber),
    address: officeLines(lang).map(run).join(', '),
    email: run(company.contact.email),
    phone: run(company.contact.phone),
    hostingName: run(company.hosting.name),
    hostingAddress: run(company.hosting.address),
    form: run(company.legalForm),
  }
}
