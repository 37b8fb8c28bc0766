// Types of the site index the edge entries bundle in, so they typecheck before the first build too.
declare module '*/search/index-fr.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
declare module '*/search/index-en.json' {
  const pages: import('../../../shared/searchIndex.ts').IndexedPage[]
  export default pages
}
