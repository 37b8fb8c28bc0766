// https://vike.dev/onBeforePrerenderStart
import { articles } from '../../../content/index.ts'

export const onBeforePrerenderStart = () => articles.map((a) => `/blog/${a.slug}`)
