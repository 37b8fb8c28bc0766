import { company, offices } from './index.ts'
import type { Agency } from './schemas/offices.ts'

/** The five agencies in France, in display order. */
export const agencies = offices.agencies
/** Presence abroad: the nearshore centre and the announced openings. */
export const abroad = offices.abroad

/** The headquarters, an office like the agencies, built from the registered office in company.json. */
export const headquarters: Agency = {
  id: 'headquarters',
  name: company.registeredOffice.city,
  address: {
    street: company.registeredOffice.street,
    postalCode: company.registeredOffice.postalCode,
    city: company.registeredOffice.city,
  },
  email: company.contact.email,
}
