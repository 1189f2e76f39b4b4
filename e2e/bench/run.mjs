// `npm run bench`: measures, in one run against the real one-port server on the demo data,
//  - gzipped JS bytes the browser downloads for the first load of / (logged in) and of
//    /p/{shortcode}/ (logged out), in Chromium;
//  - of that, the feed remote's own JS; layout shift (CLS) while the feed loads and scrolls;
//  - Lighthouse's mobile performance score, LCP, TBT and CLS (median of 3) on / , /reels/ and
//    /explore/ logged in and on /p/{shortcode}/ and /{username}/ logged out, each as a returning
//    visitor and as a first visit (the cookie dialog not answered) (lighthouse-bench.mjs);
//  - the JS of each main screen's first load, returning and first visits, with what was asked for
//    before the first photo was painted (page-bytes.mjs);
//  - upload throughput of a 10 MB JPEG (resumable protocol) as a ratio to a plain POST of it;
//  - the time from Share in the creation modal to the post first in the feed;
//  - the home-feed API's requests per second as a ratio to a trivial endpoint on the same server,
//    and at 50 connections as a ratio to the same page answered from pre-serialized bytes (its
//    limit), with the feed's p99 there;
//  - with 200 realtime sockets open, a direct message's delivery time from the sender's call to the
//    receiver's socket, p50/p99, and its ratio to a WebSocket echo on the same server;
//  - search and tag-page latency p50/p99 at 10 connections, as ratios to the trivial endpoint, on the
//    demo data and on a bench-only set of 20,000 users and 200,000 posts (search-bench.mjs; the
//    goal compares queries whose answers have the same sizes on both sets);
//  - the activity list's first page p99 for an account with 200,000 notifications against one with
//    100 (activity-bench.mjs; goal ≤ 2);
//  - the time from loading /reels/ to its first reel's first decoded frame under "Fast 4G" network
//    emulation, as a ratio to the home feed's first photo painted under the same (reels-bench.mjs);
//  - the home page rendered on the server: requests per second as a ratio to the same page not
//    rendered, and the server's CPU per page either way (render-bench.mjs);
//  - object storage against the local folder: upload throughput to a bucket as a ratio to the
//    folder, and media read p99 through the server from the bucket against the folder
//    (object-storage-bench.mjs, two more servers and a local S3 protocol server).
// Prints the figures, writes .bench/results.json, and fails when a budget in budgets.json is over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build-plan.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { load, wireBytes } from './http-load.mjs';
import { measureFeedLayoutShift, measureFirstLoadJs } from './page-metrics.mjs';
import { measureUploadThroughput } from './upload-bench.mjs';
import { measureShareToFeed } from './share-bench.mjs';
import { measureRealtimeDelivery } from './realtime-bench.mjs';
import {
  measureLargeDataSet,
  measureSearchLatency,
  popularTag,
  SAME_SIZE_QUERIES,
  sameAnswerSizes,
} from './search-bench.mjs';
import { measureActivityList } from './activity-bench.mjs';
import { waitFor } from './bench-server.mjs';
import { INP_FOLLOW_CANDIDATES, interactionChecks, measureInteractions } from './inp-bench.mjs';
import { lighthouseLine, lighthousePages, measureLighthouse } from './lighthouse-bench.mjs';
import { measureTranscodeThroughput } from './transcode-bench.mjs';
import { measureReelFirstFrame } from './reels-bench.mjs';
import { measurePageBytes, openBenchSessions } from './page-bytes.mjs';
import { measureObjectStorage } from './object-storage-bench.mjs';
import { measureServerRendering } from './render-bench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..', '..');
const budgets = JSON.parse(fs.readFileSync(path.join(here, 'budgets.json'), 'utf8'));
const PORT = Number(process.env.BENCH_PORT || 3290);
const BASE = `http://localhost:${PORT}`;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The home feed's first page as the client asks for it (a form POST with the session's cookies). */
const feedRequest = (session, body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': session.csrf, cookie: session.cookie },
  body,
});

await buildAll({ log: (m) => console.log(m) });
const docIds = await import(path.join(ROOT, 'shared-contracts', 'dist', 'graphql', 'doc-ids.js'));
const dataDir = path.join(ROOT, '.bench', 'data');
// A fresh data set each run: a run leaves unfinished uploads and accounts behind, and the next one
// would hit the upload quota and measure a different database.
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(ROOT, 'server', 'dist', 'main.js')], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BENCH_ENDPOINTS: '1',
    SIGNUPS_PER_HOUR: '1000',
    // The realtime bench signs up 200 people from this one address within a minute.
    ANONYMOUS_WRITES_PER_MINUTE: '5000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${BASE}/healthz`, 180_000);
  // demo and visitor have answered the cookie dialog; their first-visit twins have not.
  const sessions = await openBenchSessions(BASE);
  const { demo, visitor } = sessions;
  const feedBody = new URLSearchParams({
    doc_id: docIds.DOC_IDS.FeedTimeline,
    variables: JSON.stringify({ variant: 'home', first: 12 }),
  }).toString();
  const firstPage = await (
    await fetch(`${BASE}/web/wwwgraphql/ig/query/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': demo.csrf, cookie: demo.cookie },
      body: feedBody,
    })
  ).json();
  const shortcode = firstPage.data.feed_timeline.edges[0].node.media.code;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const home = await measureFirstLoadJs(browser, BASE, '/', demo, '[data-testid="post-card"]');
  const post = await measureFirstLoadJs(browser, BASE, `/p/${shortcode}/`, visitor, '[data-testid="post-page"]');
  const feedJsGzip = home.gzipUnder('/remotes/feed/');
  // JS bytes of each main screen's first load, returning and first visits (page-bytes.mjs).
  const pageBytes = await measurePageBytes(browser, BASE, sessions, {
    shortcode,
    username: firstPage.data.feed_timeline.edges[0].node.media.user.username,
  });
  const feedShift = await measureFeedLayoutShift(browser, BASE, demo);
  const share = await measureShareToFeed(browser, BASE, demo);
  // INP of like, comment and follow with the CPU slowed 4x (inp-bench.mjs).
  const interactions = await measureInteractions(browser, BASE, demo, {
    shortcode,
    followCandidates: INP_FOLLOW_CANDIDATES,
  });
  // First reel frame vs first feed photo, cold, under Fast 4G (reels-bench.mjs).
  const reels = await measureReelFirstFrame(browser, BASE, demo);
  await browser.close();
  // Lighthouse, mobile, median of 3, on the pages people land on, returning and first visits
  // (lighthouse-bench.mjs); BENCH_LIGHTHOUSE_BEFORE=1 also measures each without server rendering.
  const lighthouse = await measureLighthouse(
    BASE,
    lighthousePages(sessions, {
      shortcode,
      username: firstPage.data.feed_timeline.edges[0].node.media.user.username,
    }),
    3,
    { before: process.env.BENCH_LIGHTHOUSE_BEFORE === '1' },
  );

  // Same server, same run, interleaved: trivial, feed, trivial; the ratio uses the mean trivial rate.
  const trivialA = await load({ url: `${BASE}/api/v1/web/ping/` });
  const feed = await load({ url: `${BASE}/web/wwwgraphql/ig/query/`, ...feedRequest(demo, feedBody) });
  const trivialB = await load({ url: `${BASE}/api/v1/web/ping/` });
  const trivialRps = (trivialA.requests.average + trivialB.requests.average) / 2;
  const feedRps = feed.requests.average;
  const ratio = feedRps / trivialRps;
  // The feed against its limit (docs/calls.md#infrastructure): the same page sent from bytes the
  // server keeps, at 50 connections, interleaved limit, feed, limit; the ratio uses the mean limit.
  const atFifty = { ...feedRequest(demo, feedBody), connections: 50 };
  // The limit's first call for a session runs the real feed to learn its bytes; make it before the
  // measurement, or the first of 50 connections would all run the real feed and count it as the limit.
  await fetch(`${BASE}/api/v1/web/bench/feed/`, feedRequest(demo, feedBody));
  const limitA = await load({ url: `${BASE}/api/v1/web/bench/feed/`, ...atFifty });
  const feed50 = await load({ url: `${BASE}/web/wwwgraphql/ig/query/`, ...atFifty });
  const limitB = await load({ url: `${BASE}/api/v1/web/bench/feed/`, ...atFifty });
  const feedLimit = {
    connections: 50,
    limitRps: (limitA.requests.average + limitB.requests.average) / 2,
    feedRps: feed50.requests.average,
    feedP50Ms: feed50.latency.p50,
    feedP99Ms: feed50.latency.p99,
    limitP99Ms: Math.max(limitA.latency.p99, limitB.latency.p99),
    errors: feed50.non2xx + feed50.errors + limitA.non2xx + limitA.errors + limitB.non2xx + limitB.errors,
  };
  feedLimit.ratio = feedLimit.feedRps / feedLimit.limitRps;
  // The page as a browser receives it: compressed (docs/performance.md#api-answers-are-compressed).
  const feedWire = await wireBytes(`${BASE}/web/wwwgraphql/ig/query/`, feedRequest(demo, feedBody));
  feedLimit.wireBytes = feedWire.bytes;
  feedLimit.wireEncoding = feedWire.encoding;
  feedLimit.plainBytes = (
    await wireBytes(`${BASE}/web/wwwgraphql/ig/query/`, feedRequest(demo, feedBody), 'identity')
  ).bytes;
  // The home page rendered on the server against the same page sent without rendering (render-bench.mjs).
  const rendering = await measureServerRendering({ base: BASE, cookie: demo.cookie, serverPid: server.pid });
  const upload = await measureUploadThroughput(BASE, demo);
  const errors = feed.non2xx + feed.errors + trivialA.non2xx + trivialB.non2xx;
  const realtime = await measureRealtimeDelivery(BASE, docIds.DOC_IDS);
  // Search and tag pages on the demo data, then on the large bench-only set (a second server).
  // The goal compares the same-size queries (search-bench.mjs: SAME_SIZE_QUERIES); 'lin' as typed
  // is reported too.
  const searchDemo = await measureSearchLatency(BASE, demo, await popularTag(BASE), SAME_SIZE_QUERIES.demo);
  const searchLarge = await measureLargeDataSet(ROOT, PORT + 1);
  const search = {
    demo: searchDemo,
    large: searchLarge,
    sameAnswerSizes: sameAnswerSizes(searchDemo.sameSizeAnswers, searchLarge.sameSizeAnswers),
    searchP99LargeToDemo: searchLarge.sameSize.p99 / Math.max(searchDemo.sameSize.p99, 1),
    asTypedSearchP99LargeToDemo: searchLarge.search.p99 / Math.max(searchDemo.search.p99, 1),
    tagPageP99LargeToDemo: searchLarge.tagPage.p99 / Math.max(searchDemo.tagPage.p99, 1),
  };
  // Transcoding throughput: seconds of 1080p video per second of wall clock (transcode-bench.mjs).
  const transcode = await measureTranscodeThroughput(ROOT);
  // The activity list's first page, 200,000 notifications against 100 (activity-bench.mjs).
  const activity = await measureActivityList(ROOT, PORT + 2);
  // The same uploads and reads on a bucket and on the folder (object-storage-bench.mjs).
  const objectStorage = await measureObjectStorage(ROOT, PORT + 3);

  const results = {
    measuredAt: new Date().toISOString(),
    jsGzipBytes: { homeLoggedIn: home.gzip, postLoggedOut: post.gzip, feedRemoteOnHome: feedJsGzip },
    feedLayoutShift: feedShift,
    lighthouse,
    jsRawBytes: { homeLoggedIn: home.raw, postLoggedOut: post.raw },
    jsFiles: { homeLoggedIn: home.files, postLoggedOut: post.files },
    throughput: {
      trivialRps,
      feedRps,
      feedToTrivialRatio: ratio,
      feedLatencyP50Ms: feed.latency.p50,
      feedLatencyP99Ms: feed.latency.p99,
      errors,
    },
    feedToLimit: feedLimit,
    upload,
    shareToFeed: share,
    interactions,
    realtime,
    search,
    activity,
    transcode,
    reels,
    objectStorage,
    rendering,
    pageBytes,
  };
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', 'results.json'), JSON.stringify(results, null, 2));

  const lighthouseChecks = lighthouse.flatMap((page) => {
    const budget = budgets.lighthouse[page.name];
    // A page without a budget yet (the first visit, until a quiet run sets one) is reported only.
    if (!budget) return [];
    return [
      [
        `Lighthouse performance, ${page.path}`,
        page.score,
        budget.scoreMin,
        String(page.score),
        `≥ ${budget.scoreMin}`,
        page.score >= budget.scoreMin,
      ],
      [
        `Lighthouse LCP, ${page.path}`,
        page.lcpMs,
        budget.lcpMaxMs,
        `${page.lcpMs} ms`,
        `≤ ${budget.lcpMaxMs} ms`,
        page.lcpMs <= budget.lcpMaxMs,
      ],
      [
        `Lighthouse TBT, ${page.path}`,
        page.tbtMs,
        budget.tbtMaxMs,
        `${page.tbtMs} ms`,
        `≤ ${budget.tbtMaxMs} ms`,
        page.tbtMs <= budget.tbtMaxMs,
      ],
      [
        `Lighthouse CLS, ${page.path}`,
        page.cls,
        budget.clsMax,
        String(page.cls),
        `≤ ${budget.clsMax}`,
        page.cls <= budget.clsMax,
      ],
    ];
  });
  const pageBytesChecks = Object.entries(budgets.jsGzipBytesPerPage).map(([name, budget]) => [
    `JS for ${name} (${pageBytes[name]?.path ?? 'not measured'}, gzip)`,
    pageBytes[name]?.gzip ?? null,
    budget,
    pageBytes[name] ? kb(pageBytes[name].gzip) : 'not measured',
    `≤ ${kb(budget)}`,
    // A page the run could not reach (no thread in the inbox) is reported, not failed.
    !pageBytes[name] || pageBytes[name].gzip <= budget,
  ]);
  const checks = [
    ...lighthouseChecks,
    ...pageBytesChecks,
    [
      'JS for / logged in (gzip)',
      home.gzip,
      budgets.jsGzipBytes.homeLoggedIn,
      kb(home.gzip),
      `≤ ${kb(budgets.jsGzipBytes.homeLoggedIn)}`,
      home.gzip <= budgets.jsGzipBytes.homeLoggedIn,
    ],
    [
      'JS for /p/{shortcode}/ logged out (gzip)',
      post.gzip,
      budgets.jsGzipBytes.postLoggedOut,
      kb(post.gzip),
      `≤ ${kb(budgets.jsGzipBytes.postLoggedOut)}`,
      post.gzip <= budgets.jsGzipBytes.postLoggedOut,
    ],
    [
      'feed remote JS on / (gzip)',
      feedJsGzip,
      budgets.jsGzipBytes.feedRemoteOnHome,
      kb(feedJsGzip),
      `≤ ${kb(budgets.jsGzipBytes.feedRemoteOnHome)}`,
      feedJsGzip <= budgets.jsGzipBytes.feedRemoteOnHome,
    ],
    [
      'CLS while the feed loads and scrolls',
      feedShift.cls,
      budgets.feedLayoutShiftMax,
      feedShift.cls.toFixed(4),
      `≤ ${budgets.feedLayoutShiftMax}`,
      feedShift.cls <= budgets.feedLayoutShiftMax,
    ],
    [
      'home feed rps / trivial rps',
      ratio,
      budgets.feedThroughputRatioMin,
      ratio.toFixed(3),
      `≥ ${budgets.feedThroughputRatioMin}`,
      ratio >= budgets.feedThroughputRatioMin && errors === 0,
    ],
    [
      'home feed rps / limit rps (50 connections)',
      feedLimit.ratio,
      budgets.feedToLimitRatioMin,
      feedLimit.ratio.toFixed(3),
      `≥ ${budgets.feedToLimitRatioMin}`,
      feedLimit.ratio >= budgets.feedToLimitRatioMin && feedLimit.errors === 0,
    ],
    [
      'home feed p99 at 50 connections',
      feedLimit.feedP99Ms,
      budgets.feedP99At50MaxMs,
      `${feedLimit.feedP99Ms} ms`,
      `≤ ${budgets.feedP99At50MaxMs} ms`,
      feedLimit.feedP99Ms <= budgets.feedP99At50MaxMs,
    ],
    [
      'rendered home page rps / same page not rendered',
      rendering.ratio,
      budgets.renderedPageThroughputRatioMin,
      `${rendering.ratio.toFixed(2)} (${rendering.renderedRps.toFixed(0)} / ${rendering.plainRps.toFixed(0)} req/s; ` +
        `CPU ${rendering.cpuMsRendered.toFixed(1)} ms per rendered page, ${rendering.cpuMsPlain.toFixed(1)} ms not rendered)`,
      `≥ ${budgets.renderedPageThroughputRatioMin}`,
      rendering.ratio >= budgets.renderedPageThroughputRatioMin && rendering.errors === 0,
    ],
    [
      'upload throughput / plain POST',
      upload.ratio,
      budgets.uploadThroughputRatioMin,
      upload.ratio.toFixed(2),
      `≥ ${budgets.uploadThroughputRatioMin}`,
      upload.ratio >= budgets.uploadThroughputRatioMin,
    ],
    [
      'Share to post in feed / feed load',
      share.ratio,
      budgets.shareToFeedRatioMax,
      share.ratio.toFixed(2),
      `≤ ${budgets.shareToFeedRatioMax}`,
      share.ratio <= budgets.shareToFeedRatioMax,
    ],
    ...interactionChecks(interactions, budgets.interactionInpMaxMs),
    [
      'realtime delivery p99 (200 sockets)',
      realtime.deliveryP99Ms,
      budgets.realtimeDeliveryP99MaxMs,
      `${realtime.deliveryP99Ms} ms`,
      `≤ ${budgets.realtimeDeliveryP99MaxMs} ms`,
      realtime.deliveryP99Ms <= budgets.realtimeDeliveryP99MaxMs && realtime.lost === 0,
    ],
    [
      'search p99 large set / demo data, same-size answers',
      search.searchP99LargeToDemo,
      budgets.searchP99LargeToDemoMax,
      search.searchP99LargeToDemo.toFixed(2) + (search.sameAnswerSizes ? '' : ' (answer sizes differ)'),
      `≤ ${budgets.searchP99LargeToDemoMax}`,
      search.searchP99LargeToDemo <= budgets.searchP99LargeToDemoMax &&
        search.sameAnswerSizes &&
        search.demo.sameSize.errors + search.large.sameSize.errors === 0,
    ],
    [
      'activity list p99, 200,000 notifications / 100',
      activity.p99Ratio,
      budgets.activityListP99RatioMax,
      activity.p99Ratio.toFixed(2),
      `≤ ${budgets.activityListP99RatioMax}`,
      activity.p99Ratio <= budgets.activityListP99RatioMax && activity.big.errors + activity.small.errors === 0,
    ],
    [
      'first reel frame / first feed photo (Fast 4G)',
      reels.ratio,
      budgets.reelFirstFrameToPhotoRatioMax,
      reels.ratio.toFixed(2),
      `≤ ${budgets.reelFirstFrameToPhotoRatioMax}`,
      reels.ratio <= budgets.reelFirstFrameToPhotoRatioMax,
    ],
    [
      'upload throughput, bucket / folder',
      objectStorage.uploadRatio,
      budgets.objectStorageUploadRatioMin,
      objectStorage.uploadRatio.toFixed(2),
      `≥ ${budgets.objectStorageUploadRatioMin}`,
      objectStorage.uploadRatio >= budgets.objectStorageUploadRatioMin,
    ],
    [
      'media read p99, bucket / folder',
      objectStorage.readP99Ratio,
      budgets.objectStorageReadP99RatioMax,
      objectStorage.readP99Ratio.toFixed(2),
      `≤ ${budgets.objectStorageReadP99RatioMax}`,
      objectStorage.readP99Ratio <= budgets.objectStorageReadP99RatioMax &&
        objectStorage.folderRead.errors + objectStorage.bucketRead.errors === 0,
    ],
  ];
  console.log('\nbenchmark (one run, same machine):');
  console.log(`  / logged in:            ${home.files} scripts, ${kb(home.raw)} raw, ${kb(home.gzip)} gzip`);
  console.log(`  /p/{code}/ logged out:  ${post.files} scripts, ${kb(post.raw)} raw, ${kb(post.gzip)} gzip`);
  const where = (u) => new URL(u).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js');
  console.log(
    '  largest scripts on / (gzip): ' +
      home.scripts
        .slice(0, 6)
        .map((s) => `${where(s.url)} ${kb(s.gzip)}`)
        .join(', '),
  );
  console.log(`  feed remote JS on /:    ${kb(feedJsGzip)} gzip`);
  for (const [name, page] of Object.entries(pageBytes))
    console.log(
      `  JS for ${name} (${page.path}): ${kb(page.gzip)} gzip in ${page.files} scripts` +
        (page.beforePhotoGzip === null ? '' : `, ${kb(page.beforePhotoGzip)} asked for before its photo was painted`),
    );
  console.log(`  feed layout shift:      CLS ${feedShift.cls.toFixed(4)} (${feedShift.shiftCount} shifts recorded)`);
  console.log(
    `  INP, CPU ${interactions.cpuSlowdown}x slower:   like ${interactions.likeMs} ms, comment ${interactions.commentMs} ms,` +
      ` follow ${interactions.followMs} ms`,
  );
  for (const page of lighthouse) {
    console.log(
      `  Lighthouse ${page.name} ${page.path} (mobile, median of ${page.runs.length}): ${lighthouseLine(page)}`,
    );
    if (page.before) console.log(`    not rendered on the server: ${lighthouseLine(page.before)}`);
  }
  console.log(`  trivial endpoint:       ${trivialRps.toFixed(0)} req/s`);
  console.log(
    `  home feed (12 posts):   ${feedRps.toFixed(0)} req/s, p50 ${feed.latency.p50} ms, p99 ${feed.latency.p99} ms`,
  );
  console.log(`  feed / trivial ratio:   ${ratio.toFixed(3)}`);
  console.log(
    `  feed vs its limit (${feedLimit.connections} connections): limit ${feedLimit.limitRps.toFixed(0)} req/s` +
      ` (p99 ${feedLimit.limitP99Ms} ms), feed ${feedLimit.feedRps.toFixed(0)} req/s (p50 ${feedLimit.feedP50Ms} ms,` +
      ` p99 ${feedLimit.feedP99Ms} ms), ratio ${feedLimit.ratio.toFixed(3)} (goal ≥ 0.33); a page is` +
      ` ${kb(feedLimit.wireBytes)} on the wire (${feedLimit.wireEncoding}) against ${kb(feedLimit.plainBytes)} plain`,
  );
  console.log(
    `  10 MB JPEG upload:      ${upload.uploadMBps.toFixed(0)} MB/s resumable vs ${upload.plainMBps.toFixed(0)} MB/s plain POST` +
      ` (${(upload.bytes / 1024 / 1024).toFixed(1)} MB, median of rounds), ratio ${upload.ratio.toFixed(2)}`,
  );
  console.log(
    `  Share to post in feed:  ${share.medianMs} ms median (${share.roundsMs.join(', ')} ms);` +
      ` home feed load ${share.feedLoadMs} ms; ratio ${share.ratio.toFixed(2)}`,
  );
  console.log(
    `  realtime (${realtime.sockets} sockets, ${realtime.ratePerSecond} messages/s): delivery p50 ${realtime.deliveryP50Ms} ms,` +
      ` p99 ${realtime.deliveryP99Ms} ms (${realtime.samples} messages, ${realtime.lost} lost); echo p50 ${realtime.echoP50Ms} ms,` +
      ` p99 ${realtime.echoP99Ms} ms; ratio p50 ${realtime.p50Ratio}, p99 ${realtime.p99Ratio};` +
      ` the send call answered in p50 ${realtime.answerP50Ms} ms, p99 ${realtime.answerP99Ms} ms` +
      ` (load average ${realtime.loadAverage} on ${realtime.cores} cores)`,
  );
  const sizes = (a) => `${a.users}/${a.hashtags}/${a.places}`;
  for (const [name, set] of [
    ['demo data', search.demo],
    [`large set (${search.large.users} users, ${search.large.posts} posts)`, search.large],
  ])
    console.log(
      `  search, ${name}: same-size queries p50 ${set.sameSize.p50} ms, p99 ${set.sameSize.p99} ms` +
        ` (×${set.sameSizeRatio.p50.toFixed(1)}, ×${set.sameSizeRatio.p99.toFixed(1)} the trivial endpoint;` +
        ` people/tags/places ${set.sameSizeAnswers.map((a) => `${a.query} ${sizes(a)}`).join(', ')});` +
        ` '${set.searchAnswer.query}' ${sizes(set.searchAnswer)} p50 ${set.search.p50} ms, p99 ${set.search.p99} ms` +
        ` (×${set.searchRatio.p50.toFixed(1)}, ×${set.searchRatio.p99.toFixed(1)});` +
        ` tag page p50 ${set.tagPage.p50} ms, p99 ${set.tagPage.p99} ms` +
        ` (×${set.tagPageRatio.p50.toFixed(1)}, ×${set.tagPageRatio.p99.toFixed(1)})`,
    );
  console.log(
    `  search p99 large / demo, same-size answers: ${search.searchP99LargeToDemo.toFixed(2)} (goal ≤ 2${
      search.sameAnswerSizes ? '' : '; ANSWER SIZES DIFFER, not comparable'
    }); as typed ('lin'): ${search.asTypedSearchP99LargeToDemo.toFixed(2)};` +
      ` tag page p99 large / demo: ${search.tagPageP99LargeToDemo.toFixed(2)}`,
  );
  console.log(
    `  activity list, first page: ${activity.notifications.big} notifications p50 ${activity.big.p50} ms,` +
      ` p99 ${activity.big.p99} ms; ${activity.notifications.small}: p50 ${activity.small.p50} ms, p99` +
      ` ${activity.small.p99} ms; ratio ${activity.p99Ratio.toFixed(2)} (goal ≤ 2)`,
  );
  console.log(
    transcode.skipped
      ? `  transcoding: skipped (${transcode.skipped})`
      : `  transcoding 1080p: ${transcode.videoSecondsPerSecond.toFixed(2)} s of video per s of wall clock` +
          ` (${transcode.clips} × ${transcode.clipSeconds} s, ${transcode.concurrency} at once, renditions ${transcode.renditions.join(', ')})`,
  );
  console.log(
    `  first reel frame (${reels.network}, cold): ${reels.reelMs} ms median (${reels.reelRuns.join(', ')} ms);` +
      ` first feed photo ${reels.photoMs} ms (${reels.photoRuns.join(', ')} ms); ratio ${reels.ratio.toFixed(2)} (goal ≤ 1.5)`,
  );
  const storage = objectStorage;
  console.log(
    `  object storage (s3rver on this machine) vs folder: 10 MB JPEG upload ${storage.bucketUploadMBps.toFixed(0)} MB/s` +
      ` vs ${storage.folderUploadMBps.toFixed(0)} MB/s, ratio ${storage.uploadRatio.toFixed(2)}; a ${kb(storage.readBytes)}` +
      ` rendition through /media/ at 10 connections: bucket p50 ${storage.bucketRead.p50} ms, p99 ${storage.bucketRead.p99} ms` +
      ` (${storage.bucketRead.rps.toFixed(0)} req/s), folder p50 ${storage.folderRead.p50} ms, p99 ${storage.folderRead.p99} ms` +
      ` (${storage.folderRead.rps.toFixed(0)} req/s); p99 ratio ${storage.readP99Ratio.toFixed(2)}`,
  );
  console.log('\nbudgets:');
  for (const [name, , , value, budget, ok] of checks)
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name}: ${value} (${budget})`);
  if (checks.some((c) => !c[5])) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
