// The shared chunks of the islands build (vite.islands.config.ts): few, larger chunks, since every file is
// asked for at once on the first intent (islands/preload.ts), and each request costs a round trip's worth
// of latency on a phone, however small the file. Each island keeps a chunk of its own.
import { relative, sep } from 'node:path'

interface Group {
  name: string
  priority: number
  test: (id: string) => boolean
}

/**
 * A chunk of the modules of these npm packages and of these project files. A file is matched by its path
 * from the project root, never by its absolute id, whose folders are the machine's: /ui\// once matched a
 * whole checkout in /tmp/qualixa-deploy-site-0oQ4ui/, and every island went into one chunk, none left.
 */
function group(root: string, name: string, priority: number, packages: RegExp, files: RegExp): Group {
  const inPackages = new RegExp(`[\\\\/]node_modules[\\\\/]${packages.source}[\\\\/]`)
  return {
    name,
    priority,
    test: (id) => {
      if (inPackages.test(id)) return true
      const path = relative(root, id).split(sep).join('/')
      return !path.startsWith('../') && !path.includes('node_modules/') && files.test(path)
    },
  }
}

/** The groups of Rolldown's `codeSplitting`, for a project in `root`. */
export function islandChunkGroups(root: string): Group[] {
  return [
    // What every island needs to hydrate: React, i18next and the hydration code.
    group(
      root,
      'runtime',
      2,
      /(react|react-dom|scheduler|i18next|react-i18next|i18next-http-backend|html-parse-stringify|void-elements)/,
      /^(islands\/(hydrate|replay|i18n|useHydrated)\.tsx?|ui\/useTranslation\.ts|shared\/(languages|cached)\.ts)$/,
    ),
    // What the forms share: their schemas (zod), fields and submission.
    group(root, 'forms', 1, /zod/, /^(islands\/forms\/|shared\/forms\.ts$)/),
    // What most islands share: toasts and icons.
    group(root, 'ui', 1, /(react-hot-toast|goober)/, /^(islands\/toast|ui)\//),
  ]
}
