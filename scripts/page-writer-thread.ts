// The page writer's thread (started by scripts/page-writer.ts): finishes each pre-rendered page
// (scripts/postbuild.ts) and writes it; on the closing message, posts back what it finished.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { parentPort } from 'node:worker_threads'
import { pageFinisher, ROOT } from './postbuild.ts'

export type WriterMessage = { path: string; content: string } | null

const port = parentPort
if (!port) throw new Error('scripts/page-writer-thread.ts runs as a worker thread (scripts/page-writer.ts)')
const root = resolve(ROOT)
const pages = pageFinisher(ROOT)
const folders = new Set<string>()
port.on('message', (message: WriterMessage) => {
  if (message === null) return port.postMessage({ done: pages.done() })
  const { path, content } = message
  try {
    const html = path.endsWith('.html') ? pages.page(relative(root, path), content) : content
    const folder = dirname(path)
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
    folders.add(folder)
    writeFileSync(path, html)
  } catch (error) {
    port.postMessage({ error: `${path}: ${error instanceof Error ? (error.stack ?? error.message) : error}` })
  }
})
