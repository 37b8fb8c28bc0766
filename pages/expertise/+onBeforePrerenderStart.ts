// https://vike.dev/onBeforePrerenderStart
import { EXPERTISE_PATHS } from './paths.ts'

export const onBeforePrerenderStart = () => [...EXPERTISE_PATHS]
