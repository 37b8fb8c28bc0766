// Starts a worker thread on a TypeScript module of the build.
import { Worker } from 'node:worker_threads'

/** A thread running `module` (a URL), which reads `data` as its workerData. */
export function tsThread(module: URL, data?: unknown): Worker {
  // Node 20 does not pass the TypeScript loader on to worker threads: the thread registers it first.
  const entry = JSON.stringify(module.href)
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${entry}, ${JSON.stringify(import.meta.url)}))`
  return new Worker(boot, { eval: true, workerData: data })
}
