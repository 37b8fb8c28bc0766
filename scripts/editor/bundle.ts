// Bundles the browser editor (scripts/editor/app/: Decap CMS from npm, nothing from a CDN) into dist/admin/,
// served at /admin/ (its files ask for /admin/assets/… and /admin/config.json).
import { resolve } from 'node:path'
import { build } from 'vite'

export const EDITOR_OUT_DIR = 'dist/admin'
export const EDITOR_PATH = '/admin'

export async function bundleEditor(outDir = EDITOR_OUT_DIR): Promise<void> {
  await build({
    configFile: false,
    root: resolve('scripts/editor/app'),
    base: `${EDITOR_PATH}/`,
    // Decap's modules carry directives a bundle drops, each with a warning: only errors are news here.
    logLevel: 'error',
    build: { outDir: resolve(outDir), emptyOutDir: true, chunkSizeWarningLimit: 10_000, target: 'es2022' },
  })
}
