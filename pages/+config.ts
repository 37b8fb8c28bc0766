// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Pages render on the server only (no onRenderClient): React runs in the browser only inside islands.
  meta: {
    Page: { env: { server: true } },
  },
  // scripts/build.ts runs the pre-rendering itself, after `vike build` (disableAutoRun), and writes each
  // page once, in its final form, on the page writer's thread (scripts/page-writer.ts).
  // Each page is x.html (not x/index.html): static hosts serve /x from it without redirecting to /x/.
  prerender: { partial: false, parallel: 2, disableAutoRun: true, noExtraDir: true },
  // Nothing reaches the browser through Vike (no client-side rendering): islands carry their props in the
  // HTML. Vike's server build (dist/server) serves only the pre-rendering, and Vike removes it once every
  // page is written; the production server serves dist/client.
  passToClient: [],
} satisfies Config
