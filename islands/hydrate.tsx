import { type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { islandI18n } from './i18n.ts'
import { ISLANDS, isIslandName } from './registry.ts'
import { announceFields, snapshotFields, trackFields } from './replay.ts'

function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(() => {
    onDone()
  }, [onDone])
  return children
}

/**
 * Loads an island's code and texts, then hydrates its server HTML; resolves once React has committed
 * and has been handed what the visitor typed meanwhile.
 */
export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`)
  const entry = ISLANDS[name]
  const [module, i18n] = await Promise.all([entry.load(), islandI18n(entry.ns)])
  const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  const Component = module.default as (props: Record<string, unknown>) => ReactNode
  // What the visitor typed before and during hydration, handed to React once it has committed.
  const snapshot = snapshotFields(root)
  const stopTracking = trackFields(root, snapshot)
  await new Promise<void>((resolve) => {
    // Runs in the commit's last effect, before any state an effect set re-renders the fields.
    let called = false
    const done = () => {
      if (called) return
      called = true
      stopTracking()
      announceFields(snapshot)
      resolve()
    }
    hydrateRoot(
      root,
      <I18nextProvider i18n={i18n}>
        <Hydrated onDone={done}>
          <Component {...props} />
        </Hydrated>
      </I18nextProvider>,
      { onRecoverableError: (error) => console.error(`Island ${name}: hydration mismatch`, error) },
    )
  })
}
