// What the chat knows of every site language, bundled into the edge entries (cloudflare.ts, supabase.ts,
// and the Pages and Netlify functions): an edge bundle cannot read dist/ at run time, so each language's
// knowledge file is a static import.
// When SITE_LANGS (shared/languages.ts) gains a language, add its line here, e.g.
//   import es from '../../../dist/client/search/knowledge-es.json' with { type: 'json' }
// and its key below: until then the type of SITE_INDEX fails the typecheck. knowledge.d.ts already
// declares the four languages' files.
import ar from '../../../dist/client/search/knowledge-ar.json' with { type: 'json' }
import en from '../../../dist/client/search/knowledge-en.json' with { type: 'json' }
import es from '../../../dist/client/search/knowledge-es.json' with { type: 'json' }
import fr from '../../../dist/client/search/knowledge-fr.json' with { type: 'json' }
import type { SiteKnowledgePages } from '../knowledge/types.ts'

/**
 * The knowledge of every site language, as the build wrote it (from knowledgeFileSchema: TypeScript reads
 * a JSON file's block kinds as any string).
 */
export const SITE_INDEX = { fr, en, es, ar } as SiteKnowledgePages
