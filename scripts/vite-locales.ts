// Vite plugin: serves locales/{lng}/{ns}.json at /locales/... (dev) and copies them into the client build,
// so i18next-http-backend can load a namespace on demand; an edited locale file reloads the page in dev.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

const DIR = resolve('locales')

/** Every language's namespaces (locales/<lang>/<ns>.json); files beside the folders (the glossary, the lock) are not. */
function localeFiles(): string[] {
  const languages = readdirSync(DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return languages.flatMap(({ name: lang }) =>
    readdirSync(join(DIR, lang))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${lang}/${f}`),
  )
}

export function locales(): Plugin {
  return {
    name: 'site:locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        if (!localeFiles().includes(file)) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(readFileSync(join(DIR, file)))
      })
      server.watcher.add(DIR)
      server.watcher.on('change', (path) => {
        if (path.startsWith(DIR) && path.endsWith('.json')) server.ws.send({ type: 'full-reload' })
      })
    },
    generateBundle() {
      // Only the client build ships the files; JSON is minified on the way.
      if (this.environment?.name !== 'client') return
      for (const file of localeFiles()) {
        const source = JSON.stringify(JSON.parse(readFileSync(join(DIR, file), 'utf8')))
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source })
      }
    },
  }
}
