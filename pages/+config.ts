// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Pages render on the server only (no onRenderClient): React runs in the browser only inside islands.
  meta: {
    Page: { env: { server: true } },
  },
  prerender: { partial: false, parallel: 2 },
  // The pre-rendered site works on any static host; dist/server is only needed by `vike dev`.
  passToClient: [],
} satisfies Config
