import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { BUILD_TARGET } from './scripts/browsers.ts'
import { locales } from './scripts/vite-locales.ts'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), locales()],
  // The browsers the README supports: no syntax or CSS they lack (tests/unit/browser-support.test.ts).
  build: { target: BUILD_TARGET, cssTarget: BUILD_TARGET },
  // Dev: islands are loaded by our own client entry, so tell Vite up front what they import
  // (otherwise it discovers the dependencies on first use and reloads the page).
  optimizeDeps: {
    entries: ['islands/**/*.{ts,tsx}'],
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
      'react-i18next',
      'i18next',
      'i18next-http-backend',
      'react-hot-toast/headless',
      'zod',
    ],
  },
})
