// The editor in the public build, when EDITOR_BACKEND names the git host it saves to (docs/editing.md):
// /admin (admin.html, as every page is served), its assets and its configuration under /admin/. Never
// indexed: the page says noindex, and its headers too (server/headers.ts).
import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EditorBackend } from '../../core/config.ts'
import { bundleEditor } from './bundle.ts'
import { editorConfig } from './config.ts'

export async function publishEditor(root: string, backend: EditorBackend): Promise<void> {
  const dir = join(root, 'admin')
  await bundleEditor(dir)
  renameSync(join(dir, 'index.html'), join(root, 'admin.html'))
  writeFileSync(join(dir, 'config.json'), JSON.stringify(editorConfig(backend)))
}
