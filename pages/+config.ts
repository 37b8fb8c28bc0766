// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Pages render on the server only (no onRenderClient): React runs in the browser only inside islands.
  meta: {
    Page: { env: { server: true } },
  },
  // Pre-rendering runs from scripts/build.ts (not automatically after `vike build`), which finishes each
  // page as it is written.
  // Each page is x.html (not x/index.html): static hosts serve /x from it without redirecting to /x/.
  prerender: { partial: false, parallel: 2, disableAutoRun: true, noExtraDir: true },
  // The pre-rendered site works on any static host; dist/server is only needed by `vike dev`.
  passToClient: [],
} satisfies Config
