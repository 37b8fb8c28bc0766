// Types of the site index the edge entries bundle in (siteIndex.ts), so they typecheck before the first
// build too: one declaration per language of LANGUAGES.
declare module '*/search/index-fr.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
declare module '*/search/index-en.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
declare module '*/search/index-es.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
declare module '*/search/index-ar.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
