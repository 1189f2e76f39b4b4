// A page that may come drawn by the server asks for the shell's start-up scripts only once its
// first screen is on screen (docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint).

/** How long a drawn page waits for its first photo to be painted before it asks for its scripts anyway. */
export const STARTUP_WAIT_CAP_MS = 3000;

/** The attribute on each start-up script the loader adds (the tests find them by it). */
export const STARTUP_SCRIPT_ATTRIBUTE = 'data-lumen-startup';

/** The template without its start-up script tags, and those scripts: main first, then the preloaded chunks. */
export interface TakenStartupScripts {
  template: string;
  scripts: string[];
}

const MAIN_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)"[^>]*>/g;

let lastTaken: { template: string; taken: TakenStartupScripts } | null = null;

/**
 * Takes main's deferred script tag and the script preloads out of the shell's template (the build
 * writes them, `shared-contracts/build/startup-preload.mjs`). A template without main's tag is
 * left whole, with no scripts. The last template's answer is kept: pages are written from the same
 * template until a rebuild.
 */
export function takeStartupScripts(template: string): TakenStartupScripts {
  if (lastTaken?.template === template) return lastTaken.taken;
  const main = MAIN_SCRIPT.exec(template)?.[1];
  const taken: TakenStartupScripts = main
    ? {
        template: template.replace(MAIN_SCRIPT, '').replace(SCRIPT_PRELOAD, ''),
        scripts: [main, ...Array.from(template.matchAll(SCRIPT_PRELOAD), (preload) => preload[1] ?? '')],
      }
    : { template, scripts: [] };
  lastTaken = { template, taken };
  return taken;
}

/**
 * The inline script that asks for `scripts` (main, then its chunks). It adds them as ordered
 * scripts, the chunks first and main last: they download at once, and each chunk only registers its
 * modules in the build's chunk list, which main's runtime takes up when it starts (a preload added
 * after the load event drew the browser's "preloaded but not used" warning while main was still on
 * its way). When the document
 * is parsed (when a deferred script would have run), a root the server did not draw asks at once.
 * A drawn root waits until its first photo (the image the server marked `fetchpriority="high"`),
 * or the first thing painted when it has none, has been painted, as the browser's largest-paint
 * entries tell; a browser without them waits two frames after the photo has loaded. A photo
 * counts as ready to paint once it is decoded, not when it has loaded: a photo already loaded when
 * the document is parsed (the head's preload) may still be decoding, and a paint from before
 * then is not the photo's. A hidden page, a photo that fails and the cap ask at once. Plain ES5:
 * it runs before anything else.
 */
export function startupAfterPaintScript(scripts: readonly string[]): string {
  const files = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `(function(d,f){var asked=0;function ask(){if(asked)return;asked=1;` +
    'for(var i=1;i<=f.length;i++){var s=d.createElement("script");s.src=f[i%f.length];s.async=false;' +
    `s.setAttribute("${STARTUP_SCRIPT_ATTRIBUTE}","");d.head.appendChild(s)}}` +
    'function painted(img,after){if(d.visibilityState==="hidden")return ask();' +
    'var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;' +
    'if(!types||types.indexOf("largest-contentful-paint")<0)' +
    'return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(ask)})});' +
    'var o=new P(function(list){for(var e=list.getEntries(),i=0;i<e.length;i++)' +
    'if(!img||e[i].element===img||e[i].startTime>=after){o.disconnect();ask();return}});' +
    'o.observe({type:"largest-contentful-paint",buffered:true})}' +
    'function drawable(img){var t=function(){painted(img,performance.now())};' +
    'if(img.decode)img.decode().then(t,ask);else t()}' +
    'd.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");' +
    'if(!r||!r.hasAttribute("data-server-rendered"))return ask();' +
    `setTimeout(ask,${STARTUP_WAIT_CAP_MS});d.addEventListener("visibilitychange",ask);` +
    'var img=r.querySelector(\'img[fetchpriority="high"]\');if(!img)return painted(null,0);' +
    'if(img.complete)return drawable(img);' +
    'img.addEventListener("load",function(){drawable(img)});img.addEventListener("error",ask)})' +
    `})(document,${files})`
  );
}
