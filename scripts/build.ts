// Production build: islands bundle, then Vike (client, server, pre-rendering), then the static extras.
// Run with `npm run build`; output in dist/client, ready for any static host.
import { cpSync, rmSync } from 'node:fs'
import { build as vikeBuild } from 'vike/api'
import { build as viteBuild } from 'vite'
import { ISLANDS_OUT_DIR } from '../renderer/islandsEntry.ts'
import { postbuild } from './postbuild.ts'

const started = performance.now()
rmSync('dist', { recursive: true, force: true })
await viteBuild({ configFile: 'vite.islands.config.ts', logLevel: 'warn' })
await vikeBuild()
cpSync(`${ISLANDS_OUT_DIR}/islands`, 'dist/client/islands', { recursive: true })
await postbuild()
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
