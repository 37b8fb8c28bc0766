// https://vike.dev/onBeforePrerenderStart
import { company } from '../../../content/index.ts'

export const onBeforePrerenderStart = () => [`/about/why-${company.slug}`]
