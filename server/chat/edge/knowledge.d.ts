// Types of the knowledge files the edge entries bundle in (siteIndex.ts), so they typecheck before the
// first build too: one declaration per language of LANGUAGES.
declare module '*/search/knowledge-fr.json' {
  const pages: import('../../../shared/knowledgeIndex.ts').KnowledgePage[]
  export default pages
}
declare module '*/search/knowledge-en.json' {
  const pages: import('../../../shared/knowledgeIndex.ts').KnowledgePage[]
  export default pages
}
declare module '*/search/knowledge-es.json' {
  const pages: import('../../../shared/knowledgeIndex.ts').KnowledgePage[]
  export default pages
}
declare module '*/search/knowledge-ar.json' {
  const pages: import('../../../shared/knowledgeIndex.ts').KnowledgePage[]
  export default pages
}
