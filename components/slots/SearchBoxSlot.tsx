import { Island } from '../../islands/Island.tsx'
import { useHref } from '../../ui/PageContext.tsx'
import { useCatalogue } from '../search/useCatalogue.ts'

/** The home search island, in the hero. */
export function SearchBoxSlot() {
  const href = useHref()
  return (
    <Island
      name="SearchBox"
      props={{ entries: useCatalogue(), contactPath: href('contact'), searchPath: href('search') }}
    />
  )
}
