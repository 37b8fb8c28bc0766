// The islands client build: one small entry (islands/client.ts) plus a lazily imported chunk per island,
// React and i18next. Built before Vike pre-renders, which reads its manifest (renderer/islandsEntry.ts).
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
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
      },
    },
  },
})
