import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_NEEDED_CLASS,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
} from '../../shared/consent.ts'

export { CONSENT_NEEDED_CLASS }

/**
 * Inline head script: before first paint, marks <html class="consent-needed"> when no valid choice is
 * stored, which reveals the server-rendered banner (CSS), with no flash and no layout shift. Same rule
 * as readConsent(): readable, this version, at most 6 months old. A returning visitor runs nothing else.
 */
export const CONSENT_SCRIPT = `(function(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||'null'),n=Date.now(),t=v&&Date.parse(v.savedAt);if(v&&v.version===${CONSENT_VERSION}&&t&&t<=n+60000&&n-t<=${CONSENT_MAX_AGE_MS}&&${JSON.stringify(OPTIONAL_CATEGORIES)}.every(function(k){return typeof v[k]==='boolean'}))return}catch(e){}document.documentElement.classList.add(${JSON.stringify(CONSENT_NEEDED_CLASS)})})()`
