// The `useTranslation` every component imports. In the browser (islands) it is react-i18next's hook. On the
// server it is a lean equivalent: react-i18next copies the whole i18next instance on every call, which was
// most of the pre-rendering time, and the texts of a built site never change, so translations are memoised.
import type { i18n as I18n, Namespace, TFunction } from 'i18next'
import { useContext } from 'react'
import { I18nContext, useTranslation as useReactI18next } from 'react-i18next'
import { cached } from '../shared/cached.ts'

type Memo = Map<string, unknown>
const fixedTs = new WeakMap<I18n, Map<string, ReturnType<typeof useReactI18next>>>()

const isPlain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)

/** The memo key of a call, or undefined when its options hold anything but plain values. */
function memoKey(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined
  if (options === undefined) return key
  if (typeof options !== 'object' || options === null) return undefined
  if (!Object.values(options).every(isPlain)) return undefined
  return `${key}\u0000${JSON.stringify(options)}`
}

/** `t` for one namespace, remembering each answer (same key and plain options, same text). */
function memoised(t: TFunction): TFunction {
  const memo: Memo = new Map()
  const call = t as unknown as (...args: unknown[]) => unknown
  const fast = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length ? undefined : memoKey(key, options)
    if (id === undefined) return call(key, options, ...rest)
    if (!memo.has(id)) memo.set(id, call(key, options))
    return memo.get(id)
  }
  return Object.assign(fast, t) as unknown as TFunction
}

function useServerTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext)?.i18n
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider> around the page')
  const namespace = (Array.isArray(ns) ? ns[0] : ns) as Namespace | undefined
  return cached(
    cached(fixedTs, i18n, () => new Map()),
    namespace ?? '',
    () => {
      const t = memoised(i18n.getFixedT(null, namespace ?? null))
      return Object.assign([t, i18n, true] as const, { t, i18n, ready: true }) as unknown as ReturnType<
        typeof useReactI18next
      >
    },
  )
}

export const useTranslation: typeof useReactI18next = import.meta.env.SSR
  ? (useServerTranslation as unknown as typeof useReactI18next)
  : useReactI18next
