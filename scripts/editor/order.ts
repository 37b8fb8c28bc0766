// Decap CMS keeps an entry in Immutable.js maps, which do not keep the order of their keys past eight: a
// saved file would come back shuffled. Its keys are put back in the order the file on disk had.

/** `value` with the keys of every object in the order `reference` has them (new keys last). */
export function orderLike(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => orderLike(item, Array.isArray(reference) ? reference[i] : undefined))
  if (!value || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  const ref =
    reference && typeof reference === 'object' && !Array.isArray(reference)
      ? (reference as Record<string, unknown>)
      : {}
  const keys = [
    ...Object.keys(ref).filter((key) => key in object),
    ...Object.keys(object).filter((key) => !(key in ref)),
  ]
  return Object.fromEntries(keys.map((key) => [key, orderLike(object[key], ref[key])]))
}
