// The browser editor (Decap CMS, bundled from npm by scripts/editor/bundle.ts): its configuration comes from
// the server that serves it (scripts/editor/config.ts), generated from the JSON Schemas.
;(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true
const [{ default: CMS }, config] = await Promise.all([
  import('decap-cms-app'),
  fetch('/admin/config.json').then((response) => response.json()),
])
CMS.init({ config })

export {}
