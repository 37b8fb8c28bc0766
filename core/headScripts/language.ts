import { LANGUAGE_STORAGE_KEY, SITE_LANGS } from '../../shared/languages.ts'

/** The class the script puts on <html>: JavaScript runs. */
export const JS_CLASS = 'js'

/**
 * Inline head script, identical on every page (so one CSP hash covers it). Before first paint it:
 * - marks <html class="js"> so controls that need JavaScript show only when it runs;
 * - turns ?lang=xx into the xx page and remembers the choice;
 * - sends a visitor whose stored language differs from the page's to the same page in that language,
 *   using the page's own hreflang alternates;
 * - remembers the language chosen with the switcher (links marked data-lang-switch).
 * The browser's language never redirects: crawlers must keep the French site.
 */
export const LANGUAGE_SCRIPT = `(function(){document.documentElement.classList.add(${JSON.stringify(JS_CLASS)});var K=${JSON.stringify(LANGUAGE_STORAGE_KEY)},L=${JSON.stringify(SITE_LANGS)},d=document,h=d.documentElement,s=null,u=new URL(location.href),q=u.searchParams.get('lang');
try{s=localStorage.getItem(K)}catch(e){}
if(q&&L.indexOf(q)>=0){try{localStorage.setItem(K,q)}catch(e){}s=q;u.searchParams.delete('lang')}
if(s&&L.indexOf(s)>=0&&s!==h.lang){var a=d.querySelector('link[rel=alternate][hreflang="'+s+'"]');if(a){var t=new URL(a.href);location.replace(t.pathname+u.search+u.hash);return}}
if(q){history.replaceState(null,'',u.pathname+u.search+u.hash)}
d.addEventListener('click',function(e){var l=e.target&&e.target.closest&&e.target.closest('a[data-lang-switch]');if(l){try{localStorage.setItem(K,l.getAttribute('data-lang-switch'))}catch(x){}}},true)})()`
