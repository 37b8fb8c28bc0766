import { Fragment, type ReactNode } from 'react'
import { latinRunLang, latinRuns } from '../shared/bidi.ts'
import { useTranslation } from './useTranslation.ts'

/**
 * A translated text as an island renders it on a right-to-left page: its Latin words marked with their
 * language (a screen reader reads "Slack" in an English voice) and the runs layout would scramble isolated,
 * as renderer/isolateRuns.ts does for the rest of the page (it leaves islands alone: React hydrates them).
 * Elsewhere, the text as it is.
 */
export function Runs({ children }: { children: string }) {
  const { i18n } = useTranslation()
  if (i18n.dir(i18n.language) !== 'rtl') return children
  const runs = latinRuns(children)
  if (runs.length === 0) return children
  const parts: ReactNode[] = []
  let last = 0
  for (const { start, end, scrambled, words } of runs) {
    parts.push(children.slice(last, start))
    const run = children.slice(start, end)
    const lang = words ? latinRunLang(run) : undefined
    parts.push(
      scrambled ? (
        <bdi key={start} dir="ltr" lang={lang}>
          {run}
        </bdi>
      ) : (
        <span key={start} lang={lang}>
          {run}
        </span>
      ),
    )
    last = end
  }
  parts.push(children.slice(last))
  return <Fragment>{parts}</Fragment>
}
