// The islands client build: one small entry (islands/client.ts) plus a lazily imported chunk per island,
// React and i18next. Built before Vike pre-renders, which reads its manifest (islands/entry.ts).
// Few, larger chunks: every file is asked for at once on the first intent (islands/preload.ts), and each
// request costs a round trip's worth of latency on a phone, however small the file.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { BUILD_TARGET } from './scripts/browsers.ts'

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
        codeSplitting: {
          groups: [
            {
              // What every island needs to hydrate: React, i18next and the hydration code.
              name: 'runtime',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-http-backend|html-parse-stringify|void-elements)[\\/]|islands[\\/](hydrate|replay|i18n|useHydrated)\.tsx?$|ui[\\/]useTranslation\.ts$|shared[\\/](languages|cached)\.ts$/,
            },
            {
              // What the forms share: their schemas (zod), fields and submission.
              name: 'forms',
              priority: 1,
              test: /node_modules[\\/]zod[\\/]|islands[\\/]forms[\\/]|shared[\\/]forms\.ts$/,
            },
            {
              // What most islands share: toasts and icons.
              name: 'ui',
              priority: 1,
              test: /node_modules[\\/](react-hot-toast|goober)[\\/]|islands[\\/]toast[\\/]|ui[\\/]/,
            },
          ],
        },
      },
    },
  },
})
