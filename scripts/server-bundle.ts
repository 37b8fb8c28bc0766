// Compiles the production server (server/index.ts and what it imports: content, locales, the inline
// scripts' hashes) into dist/node/server.mjs, and the inbox listing (scripts/inbox.ts) into
// dist/node/inbox.mjs: ES modules that run on plain Node with the production dependencies only, no
// TypeScript loader, no build tool at run time.
import { readFileSync } from 'node:fs'
import { build } from 'vite'

export const SERVER_BUNDLE = 'dist/node/server.mjs'

/** The packages the bundle imports at run time: the production dependencies of package.json. */
export function runtimeDependencies(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> }
  return Object.keys(pkg.dependencies ?? {})
}

export async function bundleServer(): Promise<void> {
  const external = runtimeDependencies()
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      outDir: 'dist/node',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        // The server, and `npm run inbox` for a production install (node dist/node/inbox.mjs).
        input: { server: 'server/index.ts', inbox: 'scripts/inbox.ts' },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        // A package (or its subpath, e.g. hono/compress) from `dependencies`, or Node's own modules.
        external: (id) =>
          id.startsWith('node:') || external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      },
    },
    // Everything else (React for the document's types, zod/mini for shared schemas…) is bundled in.
    ssr: { noExternal: true, target: 'node' },
  })
}
