/** The expertise overview answers at three paths (spec): the canonical /notre-offre and two aliases. */
export const EXPERTISE_PATHS = ['/notre-offre', '/services', '/our-expertise'] as const
