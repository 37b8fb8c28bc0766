// Every text in its language: measured in the page (page.evaluate: the function must not use anything from
// outside its own body). A screen reader picks its voice from `lang`: a run of Latin words inside Arabic
// text read in the Arabic voice is spelled out, Arabic in a French page is not read at all.

/**
 * The visible texts read in another language's voice than their own: on an Arabic page, runs of Latin
 * words whose nearest `lang` is Arabic; on another page, Arabic text whose nearest `lang` is not. Not
 * words: e-mail and web addresses, the language switcher's codes (each inside its own language's link),
 * what the visitor typed.
 */
export function findLanguageMix(): string[] {
  const found: string[] = []
  const page = document.documentElement.lang
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement
    const text = node.textContent ?? ''
    if (
      !el ||
      !text.trim() ||
      el.closest('script,style,svg,noscript,template,textarea,[aria-hidden="true"],[data-lang-switch]')
    )
      continue
    if (!el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only')) continue
    const lang = el.closest('[lang]')?.getAttribute('lang') ?? page
    const where = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`
    if (page.startsWith('ar')) {
      if (!lang.startsWith('ar')) continue
      const words = text
        .split(/[\s\u00A0,;:()«»"“”]+/)
        .filter((w) => /[A-Za-z\u00C0-\u024F].*[A-Za-z\u00C0-\u024F]/.test(w) && !/@|:\/\/|^www\./.test(w))
      if (words.length) found.push(`${where}: "${words.join(' ')}" in the Arabic voice`)
    } else if (/[\u0600-\u06FF]/.test(text) && !lang.startsWith('ar'))
      found.push(`${where}: "${text.trim().slice(0, 40)}" in the ${lang} voice`)
  }
  return found
}
