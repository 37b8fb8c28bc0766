import { company } from './index.ts'
import data from './offices.json' with { type: 'json' }
import { parseContent } from './parse.ts'
import type { Agency } from './schemas/offices.ts'
import { officesSchema } from './schemas/offices.ts'

const offices = parseContent('content/offices.json', officesSchema, data)

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
