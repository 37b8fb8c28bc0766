import { company, positions, profiles } from '../../../content/index.ts'
import { abroad, agencies, headquarters } from '../../../content/offices.ts'
import { routePath } from '../../../core/routes.ts'
import aboutAr from '../../../locales/ar/about.json' with { type: 'json' }
import careersAr from '../../../locales/ar/careers.json' with { type: 'json' }
import consultantsAr from '../../../locales/ar/consultants.json' with { type: 'json' }
import aboutEn from '../../../locales/en/about.json' with { type: 'json' }
import careersEn from '../../../locales/en/careers.json' with { type: 'json' }
import consultantsEn from '../../../locales/en/consultants.json' with { type: 'json' }
import aboutEs from '../../../locales/es/about.json' with { type: 'json' }
import careersEs from '../../../locales/es/careers.json' with { type: 'json' }
import consultantsEs from '../../../locales/es/consultants.json' with { type: 'json' }
import aboutFr from '../../../locales/fr/about.json' with { type: 'json' }
import careersFr from '../../../locales/fr/careers.json' with { type: 'json' }
import consultantsFr from '../../../locales/fr/consultants.json' with { type: 'json' }
import { LANGUAGES, type Lang, type SiteLang } from '../../../shared/languages.ts'
import { contactHours } from '../context.ts'
import { COMMA, list } from '../punctuation.ts'

/** A structured fact from content/, written as one short passage of a page. */
export interface Fact {
  url: string
  heading: string
  sentences: string[]
}

/** The interface texts the facts are written with (offices, positions, profiles). */
interface LocaleTexts {
  about: typeof aboutFr
  careers: typeof careersFr
  consultants: typeof consultantsFr
}

/**
 * The locale texts of every site language: a language added to SITE_LANGS needs its three imports above
 * and its entry here (TypeScript asks for it). A language without them (in tests) gets only the facts
 * that need none: contact, certifications and company.
 */
const texts: Record<SiteLang, LocaleTexts> & Partial<Record<Lang, LocaleTexts>> = {
  fr: { about: aboutFr, careers: careersFr, consultants: consultantsFr },
  en: { about: aboutEn, careers: careersEn, consultants: consultantsEn },
  es: { about: aboutEs, careers: careersEs, consultants: consultantsEs },
  ar: { about: aboutAr, careers: careersAr, consultants: consultantsAr },
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

/** The words the facts are written with, in one language. */
interface FactWords {
  contact: string
  phone: string
  email: string
  hours: string
  hq: string
  offices: string
  agencies: string
  agency: string
  soon: string
  certifications: string
  certified: string
  companyHeading: string
  company: (date: string) => string[]
  openings: string
  profilesIntro: string
}

/** The words of the facts, per language. */
const T: Record<Lang, FactWords> = {
  fr: {
    contact: 'Nous contacter',
    phone: 'Téléphone',
    email: 'E-mail',
    hours: 'Horaires',
    hq: 'Siège social',
    offices: 'Nos bureaux',
    agencies: 'Agences en France',
    agency: 'Agence de',
    soon: 'ouverture prochaine',
    certifications: 'Certifications',
    certified: `${company.brand} est certifiée`,
    companyHeading: 'La société',
    company: (date: string) => [
      `${company.legalName}, société par actions simplifiée au capital de ${company.shareCapital}, immatriculée le ${date} (${company.registrationNumber}).`,
      `Siège social : ${address(company.registeredOffice)}.`,
      `Directeur de la publication : ${company.publicationDirector}.`,
    ],
    openings: 'Postes ouverts',
    profilesIntro: 'Profils de consultants disponibles',
  },
  en: {
    contact: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Hours',
    hq: 'Headquarters',
    offices: 'Our offices',
    agencies: 'Agencies in France',
    agency: 'Agency in',
    soon: 'opening soon',
    certifications: 'Certifications',
    certified: `${company.brand} is certified`,
    companyHeading: 'The company',
    company: (date: string) => [
      `${company.legalName}, a simplified joint-stock company with a share capital of ${company.shareCapital}, incorporated on ${date} (${company.registrationNumber}).`,
      `Registered office: ${address(company.registeredOffice)}.`,
      `Publication director: ${company.publicationDirector}.`,
    ],
    openings: 'Open positions',
    profilesIntro: 'Consultant profiles available',
  },
  es: {
    contact: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    hq: 'Sede central',
    offices: 'Nuestras oficinas',
    agencies: 'Oficinas regionales en Francia',
    agency: 'Oficina regional de',
    soon: 'próxima apertura',
    certifications: 'Certificaciones',
    certified: `${company.brand} cuenta con las certificaciones`,
    companyHeading: 'La empresa',
    company: (date: string) => [
      `${company.legalName}, sociedad por acciones simplificada (SAS) con un capital social de ${company.shareCapital}, constituida el ${date} (${company.registrationNumber}).`,
      `Sede social: ${address(company.registeredOffice)}.`,
      `Director/a de la publicación: ${company.publicationDirector}.`,
    ],
    openings: 'Vacantes',
    profilesIntro: 'Perfiles de consultores disponibles',
  },
  ar: {
    contact: 'تواصل معنا',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    hours: 'ساعات العمل',
    hq: 'المقر الرئيسي',
    offices: 'مكاتبنا',
    agencies: 'المكاتب الإقليمية في فرنسا',
    agency: 'المكتب الإقليمي في',
    soon: 'الافتتاح قريبًا',
    certifications: 'الشهادات',
    certified: `${company.brand} حاصلة على شهادات`,
    companyHeading: 'الشركة',
    company: (date: string) => [
      `${company.legalName}، شركة مساهمة مبسطة (SAS) برأس مال قدره ${company.shareCapital}، تأسست في ${date} (${company.registrationNumber}).`,
      `المقر المسجّل: ${address(company.registeredOffice)}.`,
      `مدير النشر: ${company.publicationDirector}.`,
    ],
    openings: 'الوظائف الشاغرة',
    profilesIntro: 'ملفات الاستشاريين المتاحة',
  },
}

/** A postal address on one line, as French addresses are written (kept so in every language). */
function address(a: { street: string; postalCode: string; city: string }): string {
  return `${a.street}, ${a.postalCode} ${a.city}`
}

function officeFacts(lang: Lang, locale: LocaleTexts): Fact[] {
  const t = T[lang]
  const about = locale.about.offices
  const url = routePath('offices', lang)
  const comma = COMMA[lang]
  const hq = `${t.hq} : ${headquarters.name}${comma}${address(headquarters.address)} (${company.contact.phone}${comma}${headquarters.email}).`
  const list = agencies.map((a) => a.name).join(comma)
  const foreign = abroad.map((p) => {
    const country = about.countries[p.code]
    const cities = p.cities.map((c) => `${c.name} (${c.email})`).join(comma)
    return cities ? `${about.regions[p.type]} : ${country}${comma}${cities}.` : `${country} : ${t.soon}.`
  })
  return [
    { url, heading: t.offices, sentences: [about.intro, hq, `${t.agencies} : ${list}.`, ...foreign] },
    ...agencies.map((a) => ({
      url,
      heading: `${t.agency} ${a.name}`,
      sentences: [`${t.agency} ${a.name} : ${address(a.address)} (${a.email}).`],
    })),
  ]
}

function careerFacts(lang: Lang, locale: LocaleTexts): Fact[] {
  const p = locale.careers.positions
  const items = positions.map((pos) => {
    const where = fill(p.locationValue, { city: pos.city, mode: p.modes[pos.workMode] })
    const years = fill(p.experienceValue, { years: pos.experienceYears })
    const comma = COMMA[lang]
    return `${p.items[pos.id].title} : ${where}${comma}${p.types[pos.type]}${comma}${years}.`
  })
  return [{ url: routePath('careers', lang), heading: T[lang].openings, sentences: [p.intro, ...items] }]
}

function consultantFacts(lang: Lang, locale: LocaleTexts): Fact[] {
  const c = locale.consultants.profiles
  const url = routePath('consultants', lang)
  return profiles.map((profile) => {
    const item = c.items[profile.id]
    const skills = Object.values(item.skills).join(COMMA[lang])
    const years = fill(c.experience, { years: profile.experienceYears })
    return { url, heading: item.title, sentences: [`${item.title} (${years}) : ${item.description}`, skills] }
  })
}

/** The structured facts of content/ (contact, offices, careers, consultants, certifications) in a language. */
export function contentFacts(lang: Lang): Fact[] {
  const t = T[lang]
  const locale = texts[lang]
  // Western digits in every language, Arabic included (the site's style).
  const date = new Date(company.incorporated).toLocaleDateString(LANGUAGES[lang].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  })
  const { phone, email } = company.contact
  const facts: Fact[] = [
    {
      url: routePath('contact', lang),
      heading: t.contact,
      sentences: [`${t.phone} : ${phone}. ${t.email} : ${email}. ${t.hours} : ${contactHours(lang)}.`],
    },
    {
      url: routePath('about', lang),
      heading: t.certifications,
      sentences: [`${t.certified} ${list(company.certifications, lang)}.`],
    },
    { url: routePath('legalNotice', lang), heading: t.companyHeading, sentences: t.company(date) },
    ...(locale
      ? [...officeFacts(lang, locale), ...careerFacts(lang, locale), ...consultantFacts(lang, locale)]
      : []),
  ]
  // The templates use the French spaced colon; the other languages write it tight.
  if (lang === 'fr') return facts
  return facts.map((f) => ({ ...f, sentences: f.sentences.map((s) => s.replace(/ : /g, ': ')) }))
}
