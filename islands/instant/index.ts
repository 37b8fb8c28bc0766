/**
 * The head script of every page (compiled into a string by scripts/inline-scripts.ts and inlined in the
 * head): the stored or asked language, the language suggestion, whether the consent banner shows, then the
 * islands' first answers.
 * What a tap needs is answered here, from the page's own HTML, before any script file is fetched; the
 * islands' code is fetched on the visitor's first intent and hydrates behind. The answering handlers are
 * installed before the loader's, so an answered click is not also held for React to replay; the fallbacks
 * for browsers without invoker commands or popovers come before them all. Pages with
 * share buttons add ./share-entry.ts.
 */
import { installBoot } from './boot.ts'
import { installChat } from './chat.ts'
import { installCommands } from './commands.ts'
import { installConsent } from './consent.ts'
import { markConsentNeeded } from './consentNeeded.ts'
import { applyLanguage } from './language.ts'
import { suggestLanguage } from './languageSuggestion.ts'
import { installPopovers } from './popover.ts'

applyLanguage()
suggestLanguage()
markConsentNeeded()
// The fallbacks of older browsers first: the handlers below may stop a click they answer.
installCommands()
installPopovers()
installConsent()
installChat()
installBoot()
