// https://vike.dev/onBeforePrerenderStart
import { articleSlugs } from '../../../content/index.ts'

export const onBeforePrerenderStart = () => articleSlugs().map((slug) => `/blog/${slug}`)
