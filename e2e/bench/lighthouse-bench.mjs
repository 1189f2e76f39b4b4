// Lighthouse (the npm package) in Debian's Chromium: the mobile performance score, LCP and TBT of
// a few pages, each the median of several runs. Lighthouse's default settings are a mobile phone
// with simulated slow 4G and a 4x slower CPU; it clears the cache and the origin's storage before
// each run but leaves cookies, so a page can be measured logged in or as a visitor who has
// answered the cookie dialog (the sessions of session.mjs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sets the session's cookies in the whole browser through the DevTools protocol. */
async function setCookies(port, base, cookieHeader) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const cookies = cookieHeader.split('; ').map((pair) => {
    const split = pair.indexOf('=');
    return { name: pair.slice(0, split), value: pair.slice(split + 1), url: base };
  });
  await new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.id !== 1) return;
      if (message.error) reject(new Error(`Storage.setCookies: ${message.error.message}`));
      else resolve();
    });
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  });
  socket.close();
}

/**
 * Runs Lighthouse's performance category `runs` times on each page ({ name, path, session }) in a
 * browser of its own; answers, per page, every run and the medians of score (0-100), LCP and TBT.
 */
export async function measureLighthouse(base, pages, runs = 3) {
  const results = [];
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      await setCookies(chrome.port, base, page.session.cookie);
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        measured.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        });
      }
      results.push({
        name: page.name,
        path: page.path,
        runs: measured,
        score: median(measured.map((m) => m.score)),
        lcpMs: median(measured.map((m) => m.lcpMs)),
        tbtMs: median(measured.map((m) => m.tbtMs)),
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}
