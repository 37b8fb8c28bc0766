// https://vike.dev/onBeforePrerenderStart
import { domains } from '../../../content/index.ts'
import { notFoundPathsUnder } from '../../../core/routes.ts'

/** Every domain's page, and the section's 'Domaine non trouvé' page (served for unknown domains). */
export const onBeforePrerenderStart = () => [
  ...domains.map((d) => `/services/${d.service}`),
  ...notFoundPathsUnder('/services'),
]
