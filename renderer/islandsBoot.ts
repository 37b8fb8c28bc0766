const q = JSON.stringify

/** The <html> attribute naming the islands loader of a page that has islands (production builds). */
export const ISLANDS_ATTRIBUTE = 'data-islands'
/** Set on <html> by the loader once it runs: from then on it holds clicks itself. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands-ready'
/** Set by the boot script on an island a visitor reached for before the loader ran: it hydrates at once. */
export const WOKEN_ATTRIBUTE = 'data-woken'
/** Where the boot script keeps the island buttons clicked before the loader ran, for it to replay. */
export const HELD_CLICKS = '__heldIslandClicks'

/** How long after `load` the loader is fetched anyway when no paint was reported. */
export const LOADER_FALLBACK_MS = 4000

/** What an island click is held for: buttons, and links (share links open a window). */
export const ISLAND_BUTTONS =
  'button, input[type="submit"], input[type="button"], input[type="reset"], a[href]'

/**
 * Part of the inline head script. Nothing is needed for the first paint, so the islands loader is fetched
 * after it: once the page has loaded, its largest paint is reported (a page loaded in a background tab
 * reports none, hence a fallback some seconds after load) and one more frame is painted (content laid out
 * at load can still make a larger paint); or at once when a visitor reaches for an island (pointer, key or
 * focus inside one). A click on an island's button before the loader runs is held and handed to it, so it
 * is replayed once the island works instead of being lost.
 */
export const ISLANDS_BOOT_SCRIPT = `(function(){var d=document,h=d.documentElement,u=h.getAttribute(${q(ISLANDS_ATTRIBUTE)}),H=window[${q(HELD_CLICKS)}]=[],n=2,P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[],k=T.indexOf('largest-contentful-paint')<0?T.indexOf('paint')<0?'':'paint':'largest-contentful-paint';if(!u)return;function go(){if(u){var s=d.createElement('script');s.type='module';s.src=u;u=0;d.head.appendChild(s)}}function r(){--n||requestAnimationFrame(function(){setTimeout(go)})}['pointerdown','keydown','focusin','input','click'].forEach(function(t){d.addEventListener(t,function(e){var x=e.target,i=x.closest&&x.closest('[data-island]'),b;if(!i||h.hasAttribute(${q(ISLANDS_READY_ATTRIBUTE)}))return;i.setAttribute(${q(WOKEN_ATTRIBUTE)},'');go();b=t=='click'&&x.closest(${q(ISLAND_BUTTONS)});if(b&&i.contains(b)){e.preventDefault();e.stopPropagation();H.push(b)}},true)});addEventListener('load',function(){r();setTimeout(go,${LOADER_FALLBACK_MS})});k?new P(function(l,o){o.disconnect();r()}).observe({type:k,buffered:true}):r()})()`
