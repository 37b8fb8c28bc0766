/** The community join button and dialog island's place on /community (forms issue). */
export function JoinCommunitySlot() {
  return <div id="join" className="h-12 w-56 rounded-lg border border-dashed border-line" />
}
