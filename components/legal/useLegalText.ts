import { fillAll } from '../../content/placeholders.ts'
import type { LegalDoc } from '../../content/schemas/legal.ts'
import type { LegalTexts } from '../../content/schemas/legalText.ts'
import { legalText } from '../../content/texts.ts'
import { useLang } from '../../ui/PageContext.tsx'
import { legalVars } from './format.ts'

/** The texts of a legal page in the page's language (content/<lang>/legal/), company facts filled in. */
export function useLegalText<D extends LegalDoc>(doc: D): LegalTexts[D] {
  const lang = useLang()
  return fillAll(legalText(lang, doc), legalVars(lang))
}
