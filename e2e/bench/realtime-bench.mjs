// Realtime delivery (docs/behaviour/direct.md#real-time): with SOCKETS logged-in users each holding
// the realtime socket, the time from a sender's POST broadcast/text to the message event on the
// receiver's socket, p50 and p99, at RATE messages a second, against a WebSocket echo round trip on the same sockets and
// server in the same run (the budget is on the p99 in ms; the ratio says how much of it is the
// send itself). Run alone against a running server: node e2e/bench/realtime-bench.mjs http://localhost:3290
// (the server needs SIGNUPS_PER_HOUR of at least SOCKETS).
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const SOCKETS = Number(process.env.BENCH_REALTIME_SOCKETS || 200);
const ROUNDS = Number(process.env.BENCH_REALTIME_ROUNDS || 3);
/** Set-up calls in flight at once. */
const CONCURRENCY = 8;
/**
 * Messages per second while measuring, started on a clock whether or not earlier ones are done
 * (an open loop: a slow answer does not slow the senders down and hide its own delay). 200 people
 * each sending a message every 10 s.
 */
const RATE = Number(process.env.BENCH_REALTIME_RATE || 20);
const DELIVERY_TIMEOUT_MS = 10_000;
const GRAPHQL_CREATE_FRIENDSHIP = 'CreateFriendship';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** Runs `jobs` (functions returning promises) `limit` at a time; resolves with their results in order. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Starts `jobs` RATE per second on a fixed clock; resolves with their results in order. */
async function atRate(jobs) {
  const started = performance.now();
  return Promise.all(
    jobs.map((job, i) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (i * 1000) / RATE - performance.now()))).then(
        job,
      ),
    ),
  );
}

/** A cookie jar for one user: csrftoken and sessionid. */
class BenchUser {
  constructor(base, username) {
    this.base = base;
    this.username = username;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async post(url, form) {
    const response = await fetch(this.base + url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-csrftoken': this.cookies.get('csrftoken'),
        cookie: this.cookieHeader(),
      },
      body: new URLSearchParams(form),
    });
    this.remember(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }

  async signUp() {
    const shared = await (await fetch(`${this.base}/api/v1/web/data/shared_data/`)).json();
    this.cookies.set('csrftoken', shared.config.csrf_token);
    const answer = await this.post('/api/v1/web/accounts/web_create_ajax/', {
      username: this.username,
      email: `${this.username}@bench.example`,
      full_name: `Bench ${this.username}`,
      password: 'bench-password-1',
    });
    this.id = answer.userId;
  }

  async follow(docId, userId) {
    await this.post('/web/wwwgraphql/ig/query/', {
      doc_id: docId,
      variables: JSON.stringify({ input: { target_user_id: userId, container_module: 'bench', nav_chain: '' } }),
    });
  }

  /** Opens the realtime socket; every message's arrival time is handed to `onEvent`. */
  connect(onEvent) {
    const url = this.base.replace(/^http/, 'ws') + '/api/v1/realtime/';
    const ws = new WebSocket(url, { origin: this.base, headers: { cookie: this.cookieHeader() } });
    ws.on('message', (data) => onEvent(performance.now(), JSON.parse(data.toString())));
    this.ws = ws;
    return new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    });
  }
}

/**
 * Creates SOCKETS users, each following the previous one (so user i's message to user i+1 is
 * not a request), opens their sockets, then measures echo round trips and deliveries.
 */
export async function measureRealtimeDelivery(base, docIds) {
  const runId = crypto.randomBytes(3).toString('hex');
  const users = Array.from({ length: SOCKETS }, (_, i) => new BenchUser(base, `rt_${runId}_${i}`));
  await pool(
    users.map((user) => () => user.signUp()),
    4,
  );
  const followDoc = docIds[GRAPHQL_CREATE_FRIENDSHIP];
  await pool(
    users.map((user, i) => () => user.follow(followDoc, users[(i + SOCKETS - 1) % SOCKETS].id)),
    CONCURRENCY,
  );

  /** Waiters for an event, by a key (the echo nonce or the message text). */
  const waiting = new Map();
  const onEvent = (at, event) => {
    const key =
      event.type === 'echo' ? `echo:${event.nonce}` : event.type === 'direct-item' ? `text:${event.item?.text}` : null;
    const resolve = key && waiting.get(key);
    if (!resolve) return;
    waiting.delete(key);
    resolve(at);
  };
  const arrival = (key) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(key);
        reject(new Error(`${key} never arrived`));
      }, DELIVERY_TIMEOUT_MS);
      waiting.set(key, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  await pool(
    users.map((user) => () => user.connect(onEvent)),
    CONCURRENCY,
  );

  const echoOnce = async (user, round) => {
    const nonce = `${round}-${user.username}`;
    const arrived = arrival(`echo:${nonce}`);
    const started = performance.now();
    user.ws.send(JSON.stringify({ type: 'echo', nonce }));
    return (await arrived) - started;
  };
  const answers = [];
  const sendOnce = async (sender, receiverIndex, round) => {
    const text = `bench ${runId} round ${round} to ${receiverIndex}`;
    const arrived = arrival(`text:${text}`);
    const started = performance.now();
    await sender.post('/api/v1/direct_v2/threads/broadcast/text/', {
      recipient_users: JSON.stringify([users[receiverIndex].id]),
      thread_ids: '[]',
      text,
      client_context: crypto.randomUUID(),
    });
    answers.push(performance.now() - started);
    return (await arrived) - started;
  };

  // Round 0 warms up: it starts the threads (and the server's statement caches); it is not counted.
  await pool(
    users.map((user, i) => () => sendOnce(user, (i + 1) % SOCKETS, 0)),
    CONCURRENCY,
  );
  const echoes = [];
  answers.length = 0;
  const deliveries = [];
  let lost = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    echoes.push(...(await atRate(users.map((user) => () => echoOnce(user, round)))));
    const sent = await atRate(users.map((user, i) => () => sendOnce(user, (i + 1) % SOCKETS, round).catch(() => null)));
    lost += sent.filter((ms) => ms === null).length;
    deliveries.push(...sent.filter((ms) => ms !== null));
  }
  for (const user of users) user.ws.close();

  const sortedEcho = [...echoes].sort((a, b) => a - b);
  const sortedDelivery = [...deliveries].sort((a, b) => a - b);
  const round1 = (ms) => Math.round(ms * 10) / 10;
  const echoP50Ms = round1(percentile(sortedEcho, 50));
  const echoP99Ms = round1(percentile(sortedEcho, 99));
  const deliveryP50Ms = round1(percentile(sortedDelivery, 50));
  const deliveryP99Ms = round1(percentile(sortedDelivery, 99));
  return {
    // How busy the machine was (1-minute load average, and cores): tails grow with it.
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    cores: os.cpus().length,
    sockets: SOCKETS,
    ratePerSecond: RATE,
    samples: deliveries.length,
    lost,
    echoP50Ms,
    echoP99Ms,
    deliveryP50Ms,
    deliveryP99Ms,
    answerP50Ms: round1(
      percentile(
        [...answers].sort((a, b) => a - b),
        50,
      ),
    ),
    answerP99Ms: round1(
      percentile(
        [...answers].sort((a, b) => a - b),
        99,
      ),
    ),
    p50Ratio: round1(percentile(sortedDelivery, 50) / percentile(sortedEcho, 50)),
    p99Ratio: round1(percentile(sortedDelivery, 99) / percentile(sortedEcho, 99)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://localhost:3290';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const docIds = await import(path.join(root, 'shared-contracts', 'dist', 'graphql', 'doc-ids.js'));
  console.log(await measureRealtimeDelivery(base, docIds.DOC_IDS));
}
