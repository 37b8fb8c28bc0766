// The site index of every site language, bundled into the edge entries (cloudflare.ts, supabase.ts):
// an edge bundle cannot read dist/ at run time, so each language is a static import.
// When SITE_LANGS (shared/languages.ts) gains a language, add its line here, e.g.
//   import es from '../../../dist/client/search/index-es.json' with { type: 'json' }
// and its key below: until then the type of SITE_INDEX fails the typecheck. knowledge.d.ts already
// declares the four languages' files.
import ar from '../../../dist/client/search/index-ar.json' with { type: 'json' }
import en from '../../../dist/client/search/index-en.json' with { type: 'json' }
import es from '../../../dist/client/search/index-es.json' with { type: 'json' }
import fr from '../../../dist/client/search/index-fr.json' with { type: 'json' }
import type { SiteKnowledgePages } from '../knowledge/types.ts'

/** The indexed pages of every site language, as the build wrote them. */
export const SITE_INDEX: SiteKnowledgePages = { fr, en, es, ar }
