import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import type { SiteLang } from '../languages.ts'

/** Reduces a folded word to its stem, so that "automatisation" and "automatisés" meet. */
export type Stemmer = (word: string) => string

/**
 * The stemmer of each site language, from @orama/stemmers (Snowball's algorithms; its English one is
 * Porter's original). It has Spanish and Arabic too (`@orama/stemmers/spanish`, `/arabic`) for the
 * editions to come. One small module per language.
 */
export const STEMMERS: Record<SiteLang, Stemmer> = { fr: french, en: english }
