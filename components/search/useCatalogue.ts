import { catalogue, domains } from '../../content/index.ts'
import { domainText } from '../../content/texts.ts'
import type { SearchEntry } from '../../islands/search/match.ts'
import { useHref, useLang } from '../../ui/PageContext.tsx'
import { useTranslation } from '../../ui/useTranslation.ts'

/** The 16-entry search catalogue in the page's language, for the search islands' props. */
export function useCatalogue(): SearchEntry[] {
  const { t } = useTranslation()
  const href = useHref()
  const lang = useLang()
  return catalogue.map((entry): SearchEntry => {
    const keywords = t(`keywords.${entry.id}`, { ns: 'search' })
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
    if (entry.type === 'consultant') {
      return {
        id: entry.id,
        type: 'consultant',
        title: t(`profiles.items.${entry.id}.title`, { ns: 'consultants' }),
        description: t(`profiles.items.${entry.id}.description`, { ns: 'consultants' }),
        path: href('consultants'),
        keywords,
        consultantType: entry.consultantType,
      }
    }
    if (entry.id === 'security' || entry.id === 'audit') {
      return {
        id: entry.id,
        type: 'service',
        title: t(`catalogue.${entry.id}.title`, { ns: 'search' }),
        description: t(`catalogue.${entry.id}.description`, { ns: 'search' }),
        path: entry.id === 'security' ? `${href('expertise')}#security` : href('qualityAudits'),
        keywords,
      }
    }
    const domain = domains.find((d) => d.service === entry.id)
    const text = domainText(lang, entry.id)
    return {
      id: entry.id,
      type: 'service',
      title: text.title,
      description: text.description,
      path: href('offreDomain', domain?.offre),
      keywords,
    }
  })
}
