// Finishes and writes the pre-rendered pages on a thread of its own (scripts/page-writer-thread.ts), so
// the pre-rendering thread only renders: there, the stylesheet inlining, the site index, the UTF-8
// encoding and a backlog of asynchronous writes waiting for the rendering to yield took more than a third
// of its time. The other core does that work while the next pages render.
import type { WriterMessage } from './page-writer-thread.ts'
import type { FinishedPages } from './postbuild.ts'
import { tsThread } from './ts-thread.ts'

type Reply = { done?: FinishedPages; error?: string }

export interface PageWriter {
  /** Queues a pre-rendered file, by absolute path (its folder is created as needed). */
  write(path: string, content: string): void
  /** Resolves once every queued file is on disk, with what was finished; rejects with a failed write. */
  close(): Promise<FinishedPages>
}

/** Starts the thread at once: it loads its modules while the bundles build. */
export function pageWriter(): PageWriter {
  const worker = tsThread(new URL('./page-writer-thread.ts', import.meta.url))
  // A build that fails before closing the writer must still end: the thread alone keeps nothing alive.
  worker.unref()
  let failure: string | undefined
  const finished = new Promise<FinishedPages>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.error) failure ??= reply.error
      if (reply.done) resolve(reply.done)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The page writer's thread stopped (exit code ${code})`)))
  })
  // Until the build closes it, a failure of the thread surfaces there (not as an unhandled rejection).
  finished.catch(() => {})
  const post = (message: WriterMessage) => worker.postMessage(message)
  return {
    write: (path, content) => post({ path, content }),
    async close() {
      // Messages are handled in order: the reply to the closing one comes after the last write.
      worker.ref()
      post(null)
      const done = await finished
      await worker.terminate()
      if (failure) throw new Error(`Could not finish a page: ${failure}`)
      return done
    },
  }
}
