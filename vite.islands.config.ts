// The islands client build: one small entry (islands/client.ts) plus a lazily imported chunk per island,
// React and i18next. Built before Vike pre-renders, which reads its manifest (islands/entry.ts).
// Few, larger chunks: scripts/island-chunks.ts.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { BUILD_TARGET } from './scripts/browsers.ts'
import { islandChunkGroups } from './scripts/island-chunks.ts'

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    // The browsers the README supports (tests/unit/browser-support.test.ts checks the output).
    target: BUILD_TARGET,
    outDir: 'dist/islands',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: 'islands/client.ts',
      output: {
        entryFileNames: 'islands/[name]-[hash].js',
        chunkFileNames: 'islands/[name]-[hash].js',
        assetFileNames: 'islands/[name]-[hash][extname]',
        codeSplitting: { groups: islandChunkGroups(fileURLToPath(new URL('.', import.meta.url))) },
      },
    },
  },
})
