import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { locales } from './scripts/vite-locales.ts'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), locales()],
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
