// The editor's local server (`npm run edit`): the browser editor at /admin/, its configuration made from the
// JSON Schemas, and decap-server's local back end on /api/v1, which reads and writes the working tree
// (`repo`), with the four languages of each text file shown as one entry (scripts/editor/translated.ts).
// What it writes is formatted as the repository's files are. Loopback only.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, relative, resolve } from 'node:path'
import decapServer from 'decap-server/dist/middlewares.js'
import express from 'express'
import { EDITOR_OUT_DIR } from './bundle.ts'
import { editorConfig } from './config.ts'
import { formatAsRepository } from './format.ts'
import { orderLike } from './order.ts'
import { isTranslated, readTranslated, writeTranslated } from './translated.ts'

interface DecapParams {
  path?: string
  files?: { path: string; label?: string }[]
  entry?: { path: string; raw: string }
  dataFiles?: { path: string; raw: string }[]
}

/** A file of the repository as decap-server answers it. */
function readPlain(repo: string, path: string, label?: string) {
  const target = join(repo, path)
  if (!existsSync(target)) return { data: null, file: { path, ...(label && { label }), id: null } }
  const data = readFileSync(target, 'utf8')
  return {
    data,
    file: { path, ...(label && { label }), id: createHash('sha256').update(data).digest('hex') },
  }
}

/** Writes a saved file of the repository (formatted as its files are), when it changed. */
function writePlain(repo: string, path: string, raw: string): void {
  const target = join(repo, path)
  if (relative(repo, target).startsWith('..')) throw new Error(`${path} is outside the repository`)
  const before = existsSync(target) ? readFileSync(target, 'utf8') : undefined
  const text = path.endsWith('.json')
    ? formatAsRepository(
        path,
        JSON.stringify(orderLike(JSON.parse(raw), before && JSON.parse(before)), null, 2),
      )
    : raw
  if (before === text) return
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, text)
}

export interface Editor {
  url: string
  close(): Promise<void>
}

export async function startEditor(options: { port?: number; repo?: string } = {}): Promise<Editor> {
  const repo = resolve(options.repo ?? '.')
  // decap-server reads its repository from the environment.
  process.env.GIT_REPO_DIRECTORY = repo
  const app = express()
  let origin = ''
  app.get('/admin/config.json', (_req, res) => {
    res.json(editorConfig({ name: 'proxy', proxy_url: `${origin}/api/v1` }))
  })
  app.use('/admin', express.static(EDITOR_OUT_DIR))
  app.use('/api/v1', express.json({ limit: '50mb' }), (req, res, next) => {
    const body = req.body as { action?: string; params?: DecapParams } | undefined
    const params = body?.params ?? {}
    // Reading a text file: its four languages as one entry (scripts/editor/translated.ts).
    if (body?.action === 'getEntry' && params.path && isTranslated(repo, params.path)) {
      res.json(readTranslated(repo, params.path))
      return
    }
    if (body?.action === 'entriesByFiles' && params.files?.some((f) => isTranslated(repo, f.path))) {
      res.json(
        params.files.map((f) =>
          isTranslated(repo, f.path)
            ? readTranslated(repo, f.path, f.label)
            : readPlain(repo, f.path, f.label),
        ),
      )
      return
    }
    // Saving: every data file written here, formatted as the repository's, each language to its own file;
    // decap-server then writes the media, if any, and answers.
    if (body?.action === 'persistEntry') {
      const files = params.dataFiles ?? (params.entry ? [params.entry] : [])
      for (const file of files) {
        if (isTranslated(repo, file.path)) writeTranslated(repo, file.path, file.raw)
        else writePlain(repo, file.path, file.raw)
      }
      params.dataFiles = []
    }
    next()
  })
  await decapServer.registerLocalFs(app, { logLevel: 'warn' })
  const server: Server = await new Promise((done) => {
    const listening = app.listen(options.port ?? 8081, '127.0.0.1', () => done(listening))
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/admin/`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
