import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { EARLY_ACTION_GLOBALS, THEME_COLORS, type Appearance, type Locale, type PageLayout } from 'shared-contracts';
import { attribute } from './first-screen-head.js';
import { startupAfterPaintScript, takeStartupScripts } from './startup-after-paint.js';

/** Runtime configuration injected into the shell's index.html (never baked in at build time). */
export interface ShellRuntimeConfig {
  apiOrigin: string;
  /** Where each remote lives (the API server's pages; the shell otherwise asks /remotes.json). */
  remotes?: Array<{ name: string; entry: string }>;
}

/** What the page knows of the logged-in account when it writes the HTML (nothing for a visitor). */
export interface PageAccountPreferences {
  appearance: Appearance;
  locale: Locale | null;
}

/**
 * Runs before anything paints (docs/behaviour/shell-chrome.md#before-the-first-paint): the
 * account's appearance, else the one this browser last used, becomes `data-theme` on <html>
 * (the design tokens follow it), and the theme-color tags take its colour
 * (docs/behaviour/shell-chrome.md#the-browsers-bar-colour); the account's language becomes the
 * stored locale the shell starts with.
 */
const BEFORE_PAINT_SCRIPT =
  '(function(c,d){try{var a=c.appearance||localStorage.getItem("lumen.appearance");' +
  'if(a==="light"||a==="dark"){d.setAttribute("data-theme",a);' +
  'for(var m=document.querySelectorAll("meta[name=theme-color]"),i=0;i<m.length;i++)' +
  `m[i].content=a==="dark"?"${THEME_COLORS.dark}":"${THEME_COLORS.light}"}` +
  'if(c.locale)localStorage.setItem("lumen.locale",c.locale)}catch(e){}})(window.__LUMEN_CONFIG__,document.documentElement)';

/**
 * Until the shell has taken a server-rendered screen over, its buttons do nothing and its fields'
 * state is the server's: a click (or Enter, or Space) on a button is held, and each field typed into
 * is noted with its text; the shell presses the buttons again and gives the fields their text back
 * once the screen answers (docs/performance.md#early-presses-and-typing). Links work without it.
 */
const EARLY_CLICKS_SCRIPT =
  `(function(d){var q=window.${EARLY_ACTION_GLOBALS.clicks}=[],t=window.${EARLY_ACTION_GLOBALS.input}=[];` +
  'function early(n){var r=d.getElementById("root");return !!r&&r.hasAttribute("data-server-rendered")&&' +
  '!d.documentElement.hasAttribute("data-screen-ready")&&r.contains(n)}' +
  'd.addEventListener("click",function(e){' +
  'var b=e.target&&e.target.closest&&e.target.closest("button,[role=button],summary");' +
  'if(!b||!early(b))return;e.preventDefault();e.stopPropagation();q.push(b)},true);' +
  'd.addEventListener("input",function(e){var f=e.target;' +
  'if(!f||(f.tagName!=="TEXTAREA"&&f.tagName!=="INPUT")||!early(f))return;' +
  'for(var i=0;i<t.length;i++)if(t[i].field===f){t[i].value=f.value;return}' +
  't.push({field:f,value:f.value})},true)})(document)';

/** The placeholder the shell's HTML template carries for the runtime configuration. */
export const CONFIG_PLACEHOLDER = '<!--lumen-runtime-config-->';

/** What a page is written for, beyond its runtime configuration and nonce. */
export interface ShellPageOptions {
  account?: PageAccountPreferences | null;
  /**
   * The page's language for `<html lang>`, known before its head goes out: the account's, else the
   * browser's Accept-Language, as the first screen is rendered in (null keeps the template's).
   */
  locale?: Locale | null;
  /**
   * The first screen may come rendered: the page's start-up script holds early presses for it, and
   * asks for the shell's scripts once that screen is painted.
   */
  mayRender?: boolean;
}

/**
 * The shell page cut where it is streamed (docs/performance.md#the-page-is-streamed): its head,
 * which goes out at once, and the rest, written once the first screen's own head parts (its data,
 * its stylesheets) have followed the head.
 */
export interface ShellPageParts {
  /** From the doctype to just before `</head>`: the language, the theme colour, the configuration script, the start-up scripts. */
  head: string;
  /** From `</head>` to the end, the root holding the server's markup when there is one. */
  rest(root: ServerRenderedRoot | null): string;
}

/**
 * index.html with the runtime configuration in place of the placeholder, cut into its parts. The
 * inline script carries the response's CSP nonce: the page allows no other inline script
 * (docs/security.md#headers).
 */
export function shellPageParts(
  template: string,
  config: ShellRuntimeConfig,
  nonce: string,
  { account = null, locale = null, mayRender = false }: ShellPageOptions = {},
): ShellPageParts {
  const json = JSON.stringify(account ? { ...config, ...account } : config).replace(/</g, '\\u003c');
  // A page that may come drawn asks for its start-up scripts once its first screen is painted
  // (docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint).
  const startup = mayRender ? takeStartupScripts(template) : { template, scripts: [] };
  const themed = withThemeColor(startup.template, account?.appearance ?? 'auto');
  const page = locale ? themed.replace(/<html lang="[^"]*"/, () => `<html lang="${attribute(locale)}"`) : themed;
  const early = mayRender ? `;${EARLY_CLICKS_SCRIPT}` : '';
  const loader = startup.scripts.length > 0 ? `;${startupAfterPaintScript(startup.scripts)}` : '';
  const script = `<script nonce="${nonce}">window.__LUMEN_CONFIG__=${json};${BEFORE_PAINT_SCRIPT}${early}${loader}</script>`;
  // A minifier may drop the placeholder comment: then the script goes first in <head>.
  const withScript = page.includes(CONFIG_PLACEHOLDER)
    ? page.replace(CONFIG_PLACEHOLDER, () => script)
    : page.replace(/<head>/i, () => `<head>${script}`);
  // The route's preloads and first-screen data go at the head's end, as they come
  // (docs/performance.md#the-first-screen-comes-with-the-page). A template without one is sent whole.
  const headEnd = withScript.search(/<\/head>/i);
  const cut = headEnd < 0 ? 0 : headEnd;
  const rest = withScript.slice(cut);
  return {
    head: withScript.slice(0, cut),
    rest: (root) => (root ? withRenderedRoot(rest, root) : rest),
  };
}

/** The whole shell page at once: its parts, with the first screen's head and rendered root in place. */
export function renderShellHtml(
  template: string,
  config: ShellRuntimeConfig,
  nonce: string,
  account: PageAccountPreferences | null = null,
  firstScreenHead = '',
  root: ServerRenderedRoot | null = null,
): string {
  const parts = shellPageParts(template, config, nonce, { account, locale: root?.locale ?? null, mayRender: !!root });
  return parts.head + firstScreenHead + parts.rest(root);
}

/** The first screen the server rendered, and what the browser must agree with to take it over. */
export interface ServerRenderedRoot {
  html: string;
  locale: Locale;
  layout: PageLayout;
  viewerId: string | null;
}

/** The attribute on the page's root that marks markup rendered by the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Puts the server's markup into the page's root. The root says which language and viewer it was
 * rendered for: the browser takes the markup over only when it agrees, and renders afresh otherwise
 * (docs/performance.md#the-first-screen-is-rendered-on-the-server). The page's `<html lang>` is
 * the same language, set before the head went out.
 */
function withRenderedRoot(page: string, root: ServerRenderedRoot): string {
  const attributes = `${SERVER_RENDERED_ATTRIBUTE} data-locale="${attribute(root.locale)}" data-viewer="${attribute(root.viewerId ?? '')}" data-layout="${root.layout}"`;
  return page.replace('<div id="root"></div>', () => `<div id="root" ${attributes}>${root.html}</div>`);
}

/**
 * The account's chosen appearance written into the theme-color tags themselves, so the browser's
 * bar has the right colour before any script (docs/behaviour/shell-chrome.md#the-browsers-bar-colour).
 * 'auto' keeps the template's tags, one per device setting.
 */
function withThemeColor(template: string, appearance: Appearance): string {
  if (appearance === 'auto') return template;
  return template.replace(
    /(<meta name="theme-color" content=")[^"]*"/g,
    (_match, start: string) => `${start}${THEME_COLORS[appearance]}"`,
  );
}

/** A built file whose name carries a content hash (`name.0123456789.js`), pre-compressed or not. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/** Options for serving one built frontend folder. */
export interface StaticSiteOptions {
  root: string;
  prefix: string;
  /** Send Access-Control-Allow-Origin: * (remotes are fetched cross-origin in stack mode). */
  cors?: boolean;
}

/**
 * Serves a built folder: hashed assets cached for a year, HTML and manifests revalidated, and
 * pre-compressed .gz/.br files used when present.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    prefix: options.prefix,
    decorateReply: false,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // A hash in the name means the content never changes. The path is the .br or .gz file's
      // when a pre-compressed copy is sent, so that suffix is not part of the test.
      const immutable = HASHED_FILE.test(filePath);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}

/**
 * The shell page's parts for a response's nonce and options; null when the shell is not built. The
 * file is re-read when it changes, so a rebuild (new hashed script names) is picked up without restart.
 */
export function createShellPage(
  indexFile: string,
  config: ShellRuntimeConfig,
): (nonce: string, options?: ShellPageOptions) => ShellPageParts | null {
  let cached: { mtimeMs: number; template: string } | null = null;
  return (nonce, options = {}) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, template: fs.readFileSync(indexFile, 'utf8') };
    }
    return shellPageParts(cached.template, config, nonce, options);
  };
}
