// Reduces an opaque image to at most 256 colours, for an indexed-colour PNG (scripts/share-images/png.ts).
// A share image has few colours that matter: its gradient's steps (about 90), its few flat colours, and the
// blends along the edges of its text and logo (a few thousand, each on a few pixels). The most frequent
// colours come first, so that the gradient and the flat areas stay exact; the other entries go, one at a
// time, to the colour that the palette so far renders worst (its pixels times its distance to the nearest
// entry), so that the edges of a rare colour (the teal section name) keep entries of their own. Every
// colour then takes its nearest entry.

export interface IndexedImage {
  /** Red, green, blue of each palette entry, one after the other. */
  palette: Uint8Array
  /** Each pixel's palette entry, row after row. */
  indices: Uint8Array
}

/** How many of the entries go to the most frequent colours; the rest to the worst rendered. */
const FREQUENT_SHARE = 0.5

/** `rgba`: opaque RGBA pixels (alpha is ignored), at a 4-byte-aligned offset. */
export function quantize(rgba: Uint8Array, maxColours = 256): IndexedImage {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4)
  const entry = chooseEntries(countColours(pixels), maxColours)
  const palette = new Uint8Array(entry.chosen.length * 3)
  for (const [i, colour] of entry.chosen.entries()) palette.set(channels(colour), i * 3)
  const indices = new Uint8Array(pixels.length)
  // Runs of one colour are common (flat areas, the gradient's bands): one look-up a run.
  let previous = -1
  let index = 0
  for (let i = 0; i < pixels.length; i++) {
    const colour = (pixels[i] as number) & 0xffffff
    if (colour !== previous) {
      previous = colour
      index = entry.of.get(colour) as number
    }
    indices[i] = index
  }
  return { palette, indices }
}

/** The palette's colours, and each colour's entry. */
function chooseEntries(counts: Map<number, number>, maxColours: number) {
  const ranked = [...counts.keys()].sort((a, b) => (counts.get(b) as number) - (counts.get(a) as number))
  const frequent = Math.min(ranked.length, Math.floor(maxColours * FREQUENT_SHARE))
  const chosen = ranked.slice(0, frequent)
  const rest = ranked.slice(frequent)
  const weight = rest.map((colour) => counts.get(colour) as number)
  const nearestEntry = rest.map(() => 0)
  const error = rest.map(() => Number.POSITIVE_INFINITY)
  const approach = (entry: number) => {
    for (let i = 0; i < rest.length; i++) {
      const d = distance(rest[i] as number, chosen[entry] as number)
      if (d < (error[i] as number)) {
        error[i] = d
        nearestEntry[i] = entry
      }
    }
  }
  for (let entry = 0; entry < chosen.length; entry++) approach(entry)
  while (chosen.length < maxColours) {
    let worst = -1
    let worstError = 0
    for (let i = 0; i < rest.length; i++) {
      const weighted = (error[i] as number) * (weight[i] as number)
      if (weighted > worstError) {
        worstError = weighted
        worst = i
      }
    }
    if (worst < 0) break
    chosen.push(rest[worst] as number)
    approach(chosen.length - 1)
  }
  const of = new Map(chosen.map((colour, i) => [colour, i]))
  for (const [i, colour] of rest.entries()) if (!of.has(colour)) of.set(colour, nearestEntry[i] as number)
  return { chosen, of }
}

/** How many pixels have each colour (alpha left out). */
function countColours(pixels: Uint32Array): Map<number, number> {
  const counts = new Map<number, number>()
  let previous = (pixels[0] as number) & 0xffffff
  let run = 0
  for (let i = 0; i < pixels.length; i++) {
    const colour = (pixels[i] as number) & 0xffffff
    if (colour === previous) run++
    else {
      counts.set(previous, (counts.get(previous) ?? 0) + run)
      previous = colour
      run = 1
    }
  }
  counts.set(previous, (counts.get(previous) ?? 0) + run)
  return counts
}

/** A colour's red, green and blue (the pixels are read as little-endian words: red is the low byte). */
const channels = (colour: number) => [colour & 0xff, (colour >> 8) & 0xff, (colour >> 16) & 0xff]

/** How far apart two colours look, roughly: the eye tells greens apart best, blues least. */
function distance(a: number, b: number): number {
  const dr = (a & 0xff) - (b & 0xff)
  const dg = ((a >> 8) & 0xff) - ((b >> 8) & 0xff)
  const db = ((a >> 16) & 0xff) - ((b >> 16) & 0xff)
  return 2 * dr * dr + 4 * dg * dg + 3 * db * db
}
