import { FAVICON_URL } from '../../core/favicon.ts'
import { localizePath } from '../../core/urls.ts'
import ar from '../../locales/ar/common.json' with { type: 'json' }
import en from '../../locales/en/common.json' with { type: 'json' }
import es from '../../locales/es/common.json' with { type: 'json' }
import fr from '../../locales/fr/common.json' with { type: 'json' }
import { escapeHtml as esc } from '../../shared/html.ts'
import { direction, type SiteLang } from '../../shared/languages.ts'

/** The forms' texts of every pre-rendered language (typed by SITE_LANGS: a new language must add its file). */
const TEXTS: Record<SiteLang, (typeof fr)['forms']> = {
  fr: fr.forms,
  en: en.forms,
  es: es.forms,
  ar: ar.forms,
}

/**
 * The page a browser without JavaScript gets after posting a form natively: a confirmation, or the
 * list of fields to correct (the browser's Back button keeps what the visitor typed).
 */
export function nativeAnswer(lang: SiteLang, errors: Record<string, string>): string {
  const t = TEXTS[lang]
  const failed = Object.keys(errors).length > 0
  const label = (field: string) => t.fields[field as keyof typeof t.fields] ?? field
  const message = (code: string) => t.errors[code as keyof typeof t.errors] ?? code
  // French sets a space before the colon; the other languages do not.
  const colon = lang === 'fr' ? '\u00a0:' : ':'
  const list = Object.entries(errors)
    .map(([field, code]) => `<li><strong>${esc(label(field))}</strong>${colon} ${esc(message(code))}</li>`)
    .join('')
  const title = failed ? t.native.errorTitle : t.native.sentTitle
  const home = localizePath('/', lang)
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${direction(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${FAVICON_URL}"><title>${esc(title)}</title></head>
<body>
<main>
<h1>${esc(title)}</h1>
${failed ? `<p>${esc(t.native.errorText)}</p><ul>${list}</ul>` : `<p>${esc(t.native.sentText)}</p>`}
<p><a href="${home}">${esc(t.native.home)}</a></p>
</main>
</body>
</html>`
}
