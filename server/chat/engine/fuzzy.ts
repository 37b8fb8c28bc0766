/** Levenshtein distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/**
 * The closest known word to a misspelt one (one edit up to 8 letters, two beyond; none under 6), ties going to the
 * more frequent word; undefined for short words or when nothing is close.
 */
export function closest(word: string, known: ReadonlyMap<string, number>): string | undefined {
  if (word.length < 6) return undefined
  const max = word.length >= 9 ? 2 : 1
  let best: { word: string; d: number; count: number } | undefined
  for (const [candidate, count] of known) {
    if (candidate.length < 4) continue
    const d = distance(word, candidate, max)
    if (d > max) continue
    if (!best || d < best.d || (d === best.d && count > best.count)) best = { word: candidate, d, count }
  }
  return best?.word
}
