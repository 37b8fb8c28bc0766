import Newsletter from './newsletter/Newsletter.tsx'
import type { IslandName } from './registry.ts'

/** The island components, imported statically for server rendering. */
export const SERVER_ISLANDS = { Newsletter } satisfies Record<IslandName, unknown>
