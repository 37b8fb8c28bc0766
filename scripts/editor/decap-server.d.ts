// decap-server ships no types: the one function the editor's server uses (a CommonJS module).
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express'

  const middlewares: {
    /** Registers decap-server's local file system back end (POST /api/v1) on `app`. */
    registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>
  }
  export default middlewares
}
