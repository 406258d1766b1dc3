/**
 * What a public page asks for only after its first paint (docs/decisions/010): its web fonts and its
 * script. Lighthouse's simulation counts every request that ended before the real first paint into FCP and LCP, at a
 * slow phone's round trips each; on a fast load the fonts and the script's three files did.
 *
 * - The page paints in the web fonts' metric-matched fallback faces: its font stacks name the web fonts only under
 *   `html.web-fonts`, so the browser asks for no font before that paint. Once the first paint is reported, this script
 *   loads every declared face and then sets the class: the fonts swap in at once and nothing moves (the fallbacks
 *   take the same room). The visit's later pages, the fonts now in the browser's cache, set the class before their
 *   first paint and show no swap. The mark is kept for the tab's session only: a mark that outlives the cache (in
 *   localStorage, which Lighthouse keeps between its runs while it empties the cache) would have a page ask for
 *   fonts it no longer has before its first paint. A new visit swaps once, from the cache, just after its first paint.
 * - The page's script (site/client/enhance.ts) is written as an inert `<template>` naming it (AFTER_PAINT_ATTRIBUTE,
 *   server/content/after-paint-scripts.ts); this script starts it, as a module, after the first paint.
 *
 * A string, not a function's source: the page writes exactly these characters and the CSP allows them by their hash
 * (server/security/headers.ts), so no bundler may rewrite them. Without JavaScript a page keeps the fallback faces.
 */
export const WEB_FONTS_CLASS = 'web-fonts'

/**
 * The attribute of the `<template>` that stands in for the page's script until AFTER_FIRST_PAINT_SCRIPT starts it: the
 * browser neither fetches nor runs what a template names, and HTML allows one anywhere a script may be (an inert
 * `<script type=…>` with a `src` is not valid HTML).
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'

/** Set once the fonts have been loaded in this tab's session: they are in the cache (/assets is cached for a year). */
const FONTS_SEEN = 'belleza:web-fonts'

/**
 * Short names, since every page carries it (the home page's HTML is within a hundred bytes of one round trip):
 * r the root element, k the mark's key, c the mark, u uses the fonts, f loads them, s starts the held scripts,
 * p runs both after the first paint, o watches for that paint.
 */
export const AFTER_FIRST_PAINT_SCRIPT =
  `(function(){var d=document,r=d.documentElement,k=${JSON.stringify(FONTS_SEEN)},c;` +
  `function u(){r.classList.add(${JSON.stringify(WEB_FONTS_CLASS)})}` +
  'try{c=sessionStorage.getItem(k)}catch(e){}if(c)u();' +
  'function f(){if(c)return;var a=[];d.fonts.forEach(function(x){a.push(x.load().catch(function(){}))});' +
  'Promise.all(a).then(function(){u();try{sessionStorage.setItem(k,1)}catch(e){}})}' +
  "function s(){if(d.readyState=='loading')return d.addEventListener('DOMContentLoaded',s);" +
  `d.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(h){` +
  `var n=d.createElement('script');n.type='module';n.src=h.getAttribute('${AFTER_PAINT_ATTRIBUTE}');h.replaceWith(n)})}` +
  'function p(){f();s()}' +
  "var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(!t||t.indexOf('paint')<0)return addEventListener('load',p);" +
  "var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();p()}});" +
  "o.observe({type:'paint',buffered:true})})()"
