// https://vike.dev/onBeforePrerenderStart
import { domains } from '../../../content/index.ts'

export const onBeforePrerenderStart = () => domains.map((d) => `/services/${d.service}`)
