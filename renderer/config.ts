import { z } from 'zod'

/**
 * Deploy-time settings, read once from the environment at build (and by the server) and validated here.
 * Unset values fall back to what `npm start` needs on this machine.
 */
const envSchema = z.object({
  /** Port of the local server started by `npm start`. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Absolute origin of the deployed site, used for canonical URLs, hreflang, sitemap and JSON-LD. */
  SITE_URL: z.url({ message: 'SITE_URL must be an absolute URL such as https://www.example.com' }).optional(),
})

export type SiteConfig = { port: number; siteUrl: string }

/** Parses an environment, throwing one readable error listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { PORT, SITE_URL } = result.data
  return { port: PORT, siteUrl: (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '') }
}

let cached: SiteConfig | undefined
/** The configuration of this process. */
export function config(): SiteConfig {
  cached ??= parseConfig(process.env)
  return cached
}
