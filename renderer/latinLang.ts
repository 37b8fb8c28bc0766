// The language of a run of Latin words inside Arabic text (shared/bidi.ts's latinRunLang), knowing the
// French addresses and place names the site shows: its offices and registered office, from content/.
import { company, offices } from '../content/index.ts'
import { latinRunLang, latinWords } from '../shared/bidi.ts'

/** Every word of the French addresses and the registration the site shows. */
const FRENCH_PLACES: ReadonlySet<string> = new Set(
  [
    company.registeredOffice.street,
    company.registeredOffice.city,
    company.registrationNumber,
    ...offices.agencies.flatMap((agency) => [agency.address.street, agency.address.city]),
  ].flatMap(latinWords),
)

/** `fr` or `en`: the voice a screen reader should read this Latin run in. */
export const latinLang = (run: string) => latinRunLang(run, FRENCH_PLACES)
