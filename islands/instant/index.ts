/**
 * The head script's island part on every page (built into the page by scripts/inline-scripts.ts): what a
 * tap needs is answered here, from the page's own HTML, before any script file is fetched; the islands'
 * code is fetched on the visitor's first intent and hydrates behind. The answering handlers are installed
 * before the loader's, so an answered click is not also held for React to replay. Pages with share
 * buttons add ./share-entry.ts.
 */
import { installBoot } from './boot.ts'
import { installChat } from './chat.ts'
import { installCommands } from './commands.ts'
import { installConsent } from './consent.ts'

installConsent()
installChat()
installCommands()
installBoot()
