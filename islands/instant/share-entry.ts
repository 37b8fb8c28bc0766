/**
 * The inline script of pages with share buttons (after the head script, before the body): "Copy link"
 * answered at once (./share.ts).
 */
import { installShare } from './share.ts'

installShare()
