// The browser editor (Decap CMS, bundled from npm by scripts/editor/bundle.ts): its configuration comes from
// the server that serves it (scripts/editor/config.ts), generated from the JSON Schemas.
;(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true

// Decap, moved from one entry straight to another by the address alone (a bookmark, the history), can show
// the second one's lists empty, and would save them so; opened first, an entry is read whole. Such a move
// loads the editor afresh (the sign-in is kept).
const ENTRY = /^#\/collections\/[^/]+\/entries\//
window.addEventListener('hashchange', (event) => {
  const from = new URL(event.oldURL).hash
  const to = new URL(event.newURL).hash
  if (from !== to && ENTRY.test(from) && ENTRY.test(to)) location.reload()
})

const [{ default: CMS }, config] = await Promise.all([
  import('decap-cms-app'),
  fetch('/admin/config.json').then((response) => response.json()),
])
CMS.init({ config })

export {}
