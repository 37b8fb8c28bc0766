/**
 * True when an island must hydrate as soon as the page is parsed: strategy `load`, its query parameter in
 * the URL (a prefilled form) or its session flag set (a chat left open).
 */
export function wantsEarly(
  root: HTMLElement,
  search: string,
  session: (key: string) => string | null,
): boolean {
  const { hydrate, hydrateQuery, hydrateSession } = root.dataset
  return (
    hydrate === 'load' ||
    (!!hydrateQuery && new URLSearchParams(search).has(hydrateQuery)) ||
    (!!hydrateSession && session(hydrateSession) === '1')
  )
}

/** sessionStorage.getItem, or null where storage is refused. */
export function sessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}
