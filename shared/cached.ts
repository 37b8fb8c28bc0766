interface Store<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
  has(key: K): boolean
}

/** The value stored under `key`, created (once) by `create` when absent. */
export function cached<K, V>(store: Store<K, V>, key: K, create: () => V): V {
  if (!store.has(key)) store.set(key, create())
  return store.get(key) as V
}
