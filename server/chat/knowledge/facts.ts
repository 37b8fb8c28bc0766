import { company, positions, profiles } from '../../../content/index.ts'
import { abroad, agencies, headquarters } from '../../../content/offices.ts'
import { routePath } from '../../../core/routes.ts'
import aboutEn from '../../../locales/en/about.json' with { type: 'json' }
import careersEn from '../../../locales/en/careers.json' with { type: 'json' }
import consultantsEn from '../../../locales/en/consultants.json' with { type: 'json' }
import aboutFr from '../../../locales/fr/about.json' with { type: 'json' }
import careersFr from '../../../locales/fr/careers.json' with { type: 'json' }
import consultantsFr from '../../../locales/fr/consultants.json' with { type: 'json' }
import { LANGUAGES } from '../../../shared/languages.ts'
import type { KbLang } from '../engine/text.ts'

/** A structured fact from content/, written as one short passage of a page. */
export interface Fact {
  url: string
  heading: string
  sentences: string[]
}

const texts = {
  fr: { about: aboutFr, careers: careersFr, consultants: consultantsFr },
  en: { about: aboutEn, careers: careersEn, consultants: consultantsEn },
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

const T = {
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
}

const address = (a: { street: string; postalCode: string; city: string }) =>
  `${a.street}, ${a.postalCode} ${a.city}`

function officeFacts(lang: KbLang): Fact[] {
  const t = T[lang]
  const about = texts[lang].about.offices
  const url = routePath('offices', lang)
  const hq = `${t.hq} : ${headquarters.name}, ${address(headquarters.address)} (${company.contact.phone}, ${headquarters.email}).`
  const list = agencies.map((a) => a.name).join(', ')
  const foreign = abroad.map((p) => {
    const country = about.countries[p.code]
    const cities = p.cities.map((c) => `${c.name} (${c.email})`).join(', ')
    return cities ? `${about.regions[p.type]} : ${country}, ${cities}.` : `${country} : ${t.soon}.`
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

function careerFacts(lang: KbLang): Fact[] {
  const p = texts[lang].careers.positions
  const items = positions.map((pos) => {
    const where = fill(p.locationValue, { city: pos.city, mode: p.modes[pos.workMode] })
    const years = fill(p.experienceValue, { years: pos.experienceYears })
    return `${p.items[pos.id].title} : ${where}, ${p.types[pos.type]}, ${years}.`
  })
  return [{ url: routePath('careers', lang), heading: T[lang].openings, sentences: [p.intro, ...items] }]
}

function consultantFacts(lang: KbLang): Fact[] {
  const c = texts[lang].consultants.profiles
  const url = routePath('consultants', lang)
  return profiles.map((profile) => {
    const item = c.items[profile.id]
    const skills = Object.values(item.skills).join(', ')
    const years = fill(c.experience, { years: profile.experienceYears })
    return { url, heading: item.title, sentences: [`${item.title} (${years}) : ${item.description}`, skills] }
  })
}

/** The structured facts of content/ (contact, offices, careers, consultants, certifications) in a language. */
export function contentFacts(lang: KbLang): Fact[] {
  const t = T[lang]
  const date = new Date(company.incorporated).toLocaleDateString(LANGUAGES[lang].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const { phone, email, hours } = company.contact
  const facts: Fact[] = [
    {
      url: routePath('contact', lang),
      heading: t.contact,
      sentences: [`${t.phone} : ${phone}. ${t.email} : ${email}. ${t.hours} : ${hours[lang]}.`],
    },
    {
      url: routePath('about', lang),
      heading: t.certifications,
      sentences: [`${t.certified} ${company.certifications.join(lang === 'fr' ? ' et ' : ' and ')}.`],
    },
    { url: routePath('legalNotice', lang), heading: t.companyHeading, sentences: t.company(date) },
    ...officeFacts(lang),
    ...careerFacts(lang),
    ...consultantFacts(lang),
  ]
  // The templates use the French spaced colon; English writes it tight.
  if (lang === 'fr') return facts
  return facts.map((f) => ({ ...f, sentences: f.sentences.map((s) => s.replace(/ : /g, ': ')) }))
}
