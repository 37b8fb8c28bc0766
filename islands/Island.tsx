import type { ComponentProps, ComponentType } from 'react'
import { useLang } from '../ui/PageContext.tsx'
import { islandFiles } from './entry.ts'
import { ISLAND_NAMESPACES } from './namespaces.ts'
import { PRELOAD_ATTRIBUTE } from './preload.ts'
import type { HydrationStrategy, IslandName } from './registry.ts'
import { SERVER_ISLANDS } from './server.ts'

type Props<N extends IslandName> = {
  name: N
  props: ComponentProps<(typeof SERVER_ISLANDS)[N]>
  /** When to hydrate; defaults to the visitor's first interaction. */
  strategy?: HydrationStrategy
  /** Hydrate at once when the URL carries this query parameter (e.g. a prefilled form). */
  hydrateOnQuery?: string
  /** Hydrate at once when sessionStorage holds '1' under this key (e.g. a chat left open). */
  hydrateOnSession?: string
  className?: string
}

/**
 * Renders an island's HTML on the server inside a marked root carrying its name, JSON props, hydration
 * strategy and the files it needs (preloaded together on the visitor's first intent, islands/preload.ts).
 * The client entry (islands/client.ts) finds these roots and hydrates them.
 */
export function Island<N extends IslandName>({
  name,
  props,
  strategy = 'interaction',
  hydrateOnQuery,
  hydrateOnSession,
  className,
}: Props<N>) {
  const Component = SERVER_ISLANDS[name] as ComponentType<Record<string, unknown>>
  const files = islandFiles(name, useLang(), ISLAND_NAMESPACES[name])
  return (
    <div
      data-island={name}
      {...(files ? { [PRELOAD_ATTRIBUTE]: files } : {})}
      data-hydrate={strategy}
      data-hydrate-query={hydrateOnQuery}
      data-hydrate-session={hydrateOnSession}
      data-props={JSON.stringify(props)}
      className={className}
    >
      <Component {...(props as Record<string, unknown>)} />
    </div>
  )
}
