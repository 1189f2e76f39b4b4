import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shellPageParts, SERVER_RENDERED_ATTRIBUTE } from './static-site.js';
import {
  STARTUP_SCRIPT_ATTRIBUTE,
  STARTUP_WAIT_CAP_MS,
  startupAfterPaintScript,
  takeStartupScripts,
} from './startup-after-paint.js';

// A page that may come drawn asks for the shell's start-up scripts once its first photo is painted
// (docs/performance.md#a-drawn-page-asks-for-its-scripts-after-its-first-paint).

/** The head of a built shell page: main's deferred script, its chunks' preloads and a style sheet's. */
const BUILT_TEMPLATE =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><!--lumen-runtime-config-->' +
  '<script defer src="/assets/main.0123456789.js"></script>' +
  '<link rel="preload" as="script" href="/assets/1.aaaaaaaaaa.js" fetchpriority="low">' +
  '<link rel="preload" as="style" href="/assets/1.bbbbbbbbbb.css">' +
  '<link rel="preload" as="script" href="/assets/2.cccccccccc.js" fetchpriority="low"></head>' +
  '<body><div id="root"></div></body></html>';

describe('takeStartupScripts', () => {
  it('takes main and the script preloads out, in order, and leaves the style sheet preload', () => {
    const taken = takeStartupScripts(BUILT_TEMPLATE);
    expect(taken.scripts).toEqual(['/assets/main.0123456789.js', '/assets/1.aaaaaaaaaa.js', '/assets/2.cccccccccc.js']);
    expect(taken.template).not.toContain('<script');
    expect(taken.template).not.toContain('as="script"');
    expect(taken.template).toContain('<link rel="preload" as="style" href="/assets/1.bbbbbbbbbb.css">');
  });

  it('leaves a template without main whole', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(takeStartupScripts(template)).toEqual({ template, scripts: [] });
  });
});

describe('the shell page', () => {
  it('asks for the scripts from its start-up script when it may come drawn', () => {
    const { head } = shellPageParts(BUILT_TEMPLATE, { apiOrigin: '' }, 'n', { mayRender: true });
    expect(head).not.toContain('<script defer');
    expect(head).not.toContain('<link rel="preload" as="script"');
    expect(head).toContain('"/assets/main.0123456789.js","/assets/1.aaaaaaaaaa.js","/assets/2.cccccccccc.js"');
    expect(head.match(/<script/g)).toHaveLength(1);
  });

  it("keeps the build's tags when it is drawn in the browser", () => {
    const { head } = shellPageParts(BUILT_TEMPLATE, { apiOrigin: '' }, 'n');
    expect(head).toContain('<script defer src="/assets/main.0123456789.js"></script>');
    expect(head).toContain('<link rel="preload" as="script" href="/assets/2.cccccccccc.js" fetchpriority="low">');
  });
});

type Listener = () => void;

/** An element the loader creates: its properties, and the attributes it sets (setAttribute is on the prototype). */
class FakeElement {
  attributes: Record<string, string> = {};
  constructor(public tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
}

/** Lets the promises the loader chained (the photo's decoding) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A bare browser for the loader: what it appends to the head, its listeners, timers and frames.
 * The photo's `decode()` settles when the test says (`decoded`, `undecodable`).
 */
function fakeBrowser({ drawn = true, photo = 'loading' as 'loading' | 'loaded' | 'none', largestPaint = true } = {}) {
  const appended: Array<FakeElement & Record<string, unknown>> = [];
  const documentListeners: Record<string, Listener> = {};
  const imageListeners: Record<string, Listener> = {};
  const timers: Array<{ run: Listener; ms: number }> = [];
  const frames: Listener[] = [];
  const observers: Array<{ callback: (list: { getEntries(): unknown[] }) => void; disconnected: boolean }> = [];
  let decoding: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const image = {
    complete: photo === 'loaded',
    addEventListener: (type: string, run: Listener) => (imageListeners[type] = run),
    decode: () => new Promise<void>((resolve, reject) => (decoding = { resolve, reject })),
  };
  const decoded = async () => {
    decoding!.resolve();
    await settle();
  };
  const undecodable = async () => {
    decoding!.reject(new Error('EncodingError'));
    await settle();
  };
  const root = {
    hasAttribute: (name: string) => drawn && name === SERVER_RENDERED_ATTRIBUTE,
    querySelector: (selector: string) => (photo !== 'none' && selector === 'img[fetchpriority="high"]' ? image : null),
  };
  class FakeObserver {
    static supportedEntryTypes = largestPaint ? ['largest-contentful-paint', 'paint'] : ['paint'];
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const window: Record<string, unknown> = {
    document: {
      visibilityState: 'visible',
      head: { appendChild: (element: FakeElement & Record<string, unknown>) => appended.push(element) },
      createElement: (tag: string) => new FakeElement(tag),
      getElementById: (id: string) => (id === 'root' ? root : null),
      addEventListener: (type: string, run: Listener) => (documentListeners[type] = run),
    },
    PerformanceObserver: FakeObserver,
    performance: { now: () => 500 },
    setTimeout: (run: Listener, ms = 0) => timers.push({ run, ms }),
    requestAnimationFrame: (run: Listener) => frames.push(run),
  };
  window.window = window;
  vm.runInNewContext(startupAfterPaintScript(['/main.js', '/a.js', '/b.js']), window);
  const asked = () => appended.filter((element) => element.src === '/main.js').length;
  const paint = (entry: Record<string, unknown>) =>
    observers.forEach((observer) => observer.callback({ getEntries: () => [entry] }));
  return { appended, documentListeners, imageListeners, timers, frames, paint, image, asked, decoded, undecodable };
}

/** Decodes the photo, then checks that only the photo's own paint lets the scripts go. */
async function expectAskedAtThePhotosPaint(browser: ReturnType<typeof fakeBrowser>) {
  await browser.decoded();
  // A paint from before the photo could be drawn (its text) is not the photo's.
  browser.paint({ element: null, startTime: 200 });
  expect(browser.asked()).toBe(0);
  browser.paint({ element: browser.image, startTime: 520 });
  expect(browser.asked()).toBe(1);
}

describe('the start-up loader', () => {
  it('asks at once, when the document is parsed, for a root the browser draws', () => {
    const browser = fakeBrowser({ drawn: false });
    expect(browser.asked()).toBe(0);
    browser.documentListeners.DOMContentLoaded!();
    // The chunks first: each registers its modules for main's runtime, which runs last.
    expect(browser.appended).toEqual([
      { tag: 'script', src: '/a.js', async: false, attributes: { [STARTUP_SCRIPT_ATTRIBUTE]: '' } },
      { tag: 'script', src: '/b.js', async: false, attributes: { [STARTUP_SCRIPT_ATTRIBUTE]: '' } },
      { tag: 'script', src: '/main.js', async: false, attributes: { [STARTUP_SCRIPT_ATTRIBUTE]: '' } },
    ]);
  });

  it('waits for the first photo to load, to be decoded and then to be painted', async () => {
    const browser = fakeBrowser();
    browser.documentListeners.DOMContentLoaded!();
    expect(browser.asked()).toBe(0);
    browser.imageListeners.load!();
    await settle();
    browser.paint({ element: null, startTime: 600 });
    expect(browser.asked()).toBe(0);
    await expectAskedAtThePhotosPaint(browser);
  });

  it('does not take a paint from before its decoding for a photo loaded before the document was parsed', async () => {
    // The head's preload can bring the photo before the parser reaches the end; decoding it may
    // still take a frame or two, and the text is painted meanwhile (a one-port CI run caught main
    // asked for 30 ms before the photo's paint).
    const browser = fakeBrowser({ photo: 'loaded' });
    browser.documentListeners.DOMContentLoaded!();
    await settle();
    browser.paint({ element: null, startTime: 200 });
    expect(browser.asked()).toBe(0);
    await expectAskedAtThePhotosPaint(browser);
  });

  it('counts a later paint as the photo painted when the photo is not the largest', async () => {
    const browser = fakeBrowser();
    browser.documentListeners.DOMContentLoaded!();
    browser.imageListeners.load!();
    await browser.decoded();
    browser.paint({ element: null, startTime: 600 });
    expect(browser.asked()).toBe(1);
  });

  it('asks when the photo cannot be decoded', async () => {
    const browser = fakeBrowser({ photo: 'loaded' });
    browser.documentListeners.DOMContentLoaded!();
    await browser.undecodable();
    expect(browser.asked()).toBe(1);
  });

  it('waits for the first paint of a drawn root without a photo', () => {
    const browser = fakeBrowser({ photo: 'none' });
    browser.documentListeners.DOMContentLoaded!();
    expect(browser.asked()).toBe(0);
    browser.paint({ element: null, startTime: 100 });
    expect(browser.asked()).toBe(1);
  });

  it('waits two frames after the photo where the browser reports no largest paint', async () => {
    const browser = fakeBrowser({ photo: 'loaded', largestPaint: false });
    browser.documentListeners.DOMContentLoaded!();
    expect(browser.frames).toHaveLength(0);
    await browser.decoded();
    browser.frames.shift()!();
    expect(browser.asked()).toBe(0);
    browser.frames.shift()!();
    expect(browser.asked()).toBe(0);
    browser.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
    expect(browser.asked()).toBe(1);
  });

  it('asks when the photo fails, and only once for every reason after', () => {
    const browser = fakeBrowser();
    browser.documentListeners.DOMContentLoaded!();
    browser.imageListeners.error!();
    expect(browser.asked()).toBe(1);
    browser.timers.forEach((timer) => timer.run());
    browser.documentListeners.visibilitychange!();
    expect(browser.asked()).toBe(1);
    expect(browser.appended).toHaveLength(3);
  });

  it('asks after the cap when no paint is reported', async () => {
    const browser = fakeBrowser();
    browser.documentListeners.DOMContentLoaded!();
    browser.imageListeners.load!();
    await browser.decoded();
    expect(browser.asked()).toBe(0);
    const cap = browser.timers.find((timer) => timer.ms === STARTUP_WAIT_CAP_MS);
    cap!.run();
    expect(browser.asked()).toBe(1);
  });

  it('asks at once when the page is hidden (a hidden page paints nothing)', () => {
    const browser = fakeBrowser();
    browser.documentListeners.DOMContentLoaded!();
    browser.documentListeners.visibilitychange!();
    expect(browser.asked()).toBe(1);
  });
});
