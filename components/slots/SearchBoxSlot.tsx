/** The home search island's place in the hero (search issue). */
export function SearchBoxSlot() {
  return <div id="search" className="h-14 w-full max-w-xl rounded-lg border border-dashed border-white/40" />
}
