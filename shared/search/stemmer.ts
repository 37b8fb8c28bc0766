/** Reduces a folded word to its stem, so that "automatisation" and "automatisés" meet. */
export type Stemmer = (word: string) => string
