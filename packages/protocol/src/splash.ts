/**
 * The start-up splash in the active theme's colours (issue 22). The splash (#splash in the web
 * app's index.html) paints before any of the app's scripts, so it cannot ask the config which
 * theme is on: the web app stores the colours of the theme it applied last under
 * SPLASH_COLOURS_KEY, and the server puts SPLASH_THEME_SCRIPT, a few lines, inline at the top
 * of the page (allowed by its hash in the Content-Security-Policy), where it sets them as CSS
 * variables on <html> before <body> is parsed. A first visit paints the default colours.
 */

/** localStorage key of the splash colours: a JSON object, CSS variable → colour. */
export const SPLASH_COLOURS_KEY = 'lld:splash';

/** The CSS variables the splash reads, each with its default (the default theme's look). */
export const SPLASH_VARS = [
  '--splash-accent',
  '--splash-accent-hi',
  '--splash-accent-lo',
  '--splash-glow-1',
  '--splash-glow-2',
  '--splash-on-accent',
] as const;
export type SplashVar = (typeof SPLASH_VARS)[number];

/**
 * The inline script: each known variable whose stored value is a hex colour, set on <html>.
 * Anything else in storage (edited, from an older build) is ignored; no storage, nothing set.
 */
export const SPLASH_THEME_SCRIPT =
  `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(SPLASH_COLOURS_KEY)})||"{}"),` +
  `v=${JSON.stringify(SPLASH_VARS)},s=document.documentElement.style;` +
  `for(var i=0;i<v.length;i++){var x=c&&c[v[i]];` +
  `if(typeof x=="string"&&/^#[0-9a-f]{6}$/i.test(x))s.setProperty(v[i],x)}}catch(e){}})()`;
