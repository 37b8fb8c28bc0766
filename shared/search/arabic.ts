/**
 * Arabic text as Arabic search engines fold it (the normalisation of Lucene's Arabic analyser): spelling
 * variants that a visitor may or may not type are made one, so that "الأداء" and "الاداء" meet.
 */

/** Any Arabic letter, mark, digit or presentation form: text without one is left as it is. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/
/** Ligatures and contextual shapes of the presentation-form blocks, unfolded by NFKC into plain letters. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFC]+/g
/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g

/**
 * Removes the tashkeel (short vowels, shadda, sukun and the other marks) and the tatweel (ـ), makes the
 * alef forms أ إ آ ٱ a bare ا, ى a ي and ة a ه (ؤ and ئ lose their hamza with the other marks), writes
 * the digits 0–9 and unfolds presentation forms. Case and Latin letters are left to `fold`.
 */
export function foldArabic(text: string): string {
  if (!ARABIC.test(text)) return text
  return text
    .replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u06CC/g, '\u064A')
    .replace(/\u06A9/g, '\u0643')
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) - (d >= '\u06F0' ? 0x06f0 : 0x0660)))
}

/** An Arabic letter next to a Latin letter or a figure: "وSelenium", "2023م". */
const SCRIPT_CHANGE =
  /(?<=\p{Script=Arabic})(?=[\p{Script=Latin}0-9])|(?<=[\p{Script=Latin}0-9])(?=\p{Script=Arabic})/gu

/**
 * Puts a space where Arabic meets Latin letters or figures: Arabic attaches its conjunction و and its
 * prepositions to the next word, Latin product names included ("Playwright وSelenium").
 */
export function splitScripts(text: string): string {
  return ARABIC.test(text) ? text.replace(SCRIPT_CHANGE, ' ') : text
}
