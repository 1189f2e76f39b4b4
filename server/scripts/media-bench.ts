// `npm run bench:media -w server`: what pixel bombs and a real 48 MP photo cost the server
// (docs/behaviour/creation.md#processing-cost). It starts the real server as a child process
// (tsx, SQLite, a temporary DATA_DIR, no demo data), signs up fresh accounts and measures:
//  - four header bombs published at once: JPEGs of a few hundred bytes whose frame header claims
//    7000×7000 (49 MP, under the 50 MP cap), the scan data cut short;
//  - four decodable 7000×7000 bombs published at once (one solid colour, quality 1);
//    for both: the worst /healthz latency (polled every 100 ms) and the server's memory growth
//    (VmRSS from /proc, sampled every 100 ms: the peak above the level before, and what is left
//    2 s after);
//  - the CPU seconds (utime + stime of the server process) and wall time of publishing one real
//    48 MP photo (a fixture upscaled to 8000×6000, JPEG quality 90, made in a temporary folder);
//  - the posting rate limit: how many of POSTING_PROBE quick publishes from one account pass.
// Linux only (reads /proc). Prints a table and the JSON of the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_ROOT = path.resolve(here, '..');
const FIXTURE = path.resolve(SERVER_ROOT, '..', 'test-fixtures', 'images', 'gps', 'DSCN0010.jpg');
const SLICE_BYTES = 8 * 1024 * 1024;
/** Publishes tried in a row from one account to show the rate limit. */
const POSTING_PROBE = Number(process.env.BENCH_POSTING_PROBE || 25);
const CLOCK_TICKS = 100;

/** Writes one line of the report. */
const print = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, bytes. */
function rss(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU time a process used so far (user + system, every thread), seconds. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces; fields count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** A browser-like session: cookies kept, the CSRF token echoed. */
class Session {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  async open(): Promise<void> {
    const response = await fetch(`${this.base}/api/v1/web/data/shared_data/`);
    this.remember(response);
    const data = (await response.json()) as { config: { csrf_token: string } };
    this.cookies.set('csrftoken', data.config.csrf_token);
  }

  async post(url: string, body: Buffer | Record<string, string>, headers: Record<string, string> = {}) {
    const form = !Buffer.isBuffer(body);
    const response = await fetch(`${this.base}${url}`, {
      method: 'POST',
      headers: {
        cookie: this.header(),
        'x-csrftoken': this.cookies.get('csrftoken') ?? '',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(body) : new Uint8Array(body),
    });
    this.remember(response);
    return { status: response.status, body: await response.text() };
  }

  async signUp(username: string): Promise<void> {
    await this.open();
    const response = await this.post('/api/v1/web/accounts/web_create_ajax/', {
      username,
      email: `${username}@example.com`,
      full_name: username,
      password: 'bench-password-1',
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.body}`);
  }

  /** Uploads a photo with the resumable protocol in 8 MB slices; returns its upload id. */
  async upload(bytes: Buffer, uploadId: string): Promise<string> {
    const entity = `${uploadId}_0_${bytes.length}`;
    for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
      const slice = bytes.subarray(offset, Math.min(bytes.length, offset + SLICE_BYTES));
      const response = await this.post(`/rupload_igphoto/${entity}`, slice, {
        'content-type': 'application/octet-stream',
        offset: String(offset),
        'x-entity-length': String(bytes.length),
        'x-entity-name': entity,
        'x-entity-type': 'image/jpeg',
        'x-instagram-rupload-params': JSON.stringify({ media_type: 1, upload_id: uploadId }),
      });
      if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${response.body}`);
    }
    return uploadId;
  }

  configure(uploadId: string) {
    return this.post('/api/v1/media/configure/', { upload_id: uploadId, caption: 'bench' });
  }
}

/** A JPEG of a few hundred bytes whose frame header claims width × height; the scan is cut short. */
async function headerBomb(width: number, height: number): Promise<Buffer> {
  const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
    .jpeg({ quality: 50 })
    .toBuffer();
  const bytes = Buffer.from(tiny);
  for (let i = 2; i < bytes.length - 9; i += 1) {
    // SOF0 / SOF2: FF C0|C2, length (2), precision (1), height (2), width (2).
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
  }
  throw new Error('no frame header found');
}

/** A real, decodable width × height JPEG of one colour (small: quality 1). */
function solidBomb(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 1 })
    .toBuffer();
}

/** A real photo upscaled to 8000×6000 (48 MP), as a phone would take it. */
async function realPhoto48(): Promise<Buffer> {
  return sharp(FIXTURE).resize(8000, 6000, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
}

interface LoadFigures {
  statuses: number[];
  worstHealthzMs: number;
  rssBeforeMb: number;
  rssPeakGrowthMb: number;
  rssAfterGrowthMb: number;
  /** CPU seconds the server used for the four publishes. */
  cpuSeconds: number;
  wallMs: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Runs `work` while polling /healthz and sampling the server's memory. */
async function underWatch(base: string, pid: number, work: () => Promise<number[]>): Promise<LoadFigures> {
  const rssBefore = rss(pid);
  let peak = rssBefore;
  let worst = 0;
  let watching = true;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 100);
  const poller = (async () => {
    while (watching) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
      await sleep(100);
    }
  })();
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const statuses = await work();
  const wallMs = Math.round(performance.now() - started);
  const cpu = Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100;
  await sleep(2000);
  watching = false;
  await poller;
  clearInterval(sampler);
  return {
    statuses,
    worstHealthzMs: Math.round(worst),
    rssBeforeMb: mb(rssBefore),
    rssPeakGrowthMb: mb(peak - rssBefore),
    rssAfterGrowthMb: mb(rss(pid) - rssBefore),
    cpuSeconds: cpu,
    wallMs,
  };
}

async function waitForHealth(base: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // still starting
    }
    await sleep(200);
  }
  throw new Error('the server did not start');
}

async function concurrentBombs(base: string, pid: number, name: string, bomb: Buffer): Promise<LoadFigures> {
  const session = new Session(base);
  await session.signUp(name);
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) ids.push(await session.upload(bomb, String(1000 + i)));
  return underWatch(base, pid, async () =>
    (await Promise.all(ids.map((id) => session.configure(id)))).map((r) => r.status),
  );
}

/** A running server: its base URL and process id. */
interface RunningServer {
  base: string;
  pid: number;
}

/** Starts a fresh server (empty temporary data folder), runs `use`, then stops it and cleans up. */
async function withServer<T>(use: (server: RunningServer) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumen-media-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      SERVE_FRONTEND: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (!pid) throw new Error('the server did not start');
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true;
  });
  try {
    await waitForHealth(base, 60_000, () => exited);
    return await use({ base, pid });
  } finally {
    if (!exited) child.kill('SIGTERM');
    await exit;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const header = await headerBomb(7000, 7000);
  const solid = await solidBomb(7000, 7000);
  const photo = await realPhoto48();
  print(`inputs: header bomb ${header.length} B, solid bomb ${solid.length} B, 48 MP photo ${mb(photo.length)} MB`);

  // Each measurement on its own fresh server, so none inherits another's memory.
  const headerBombs = await withServer(({ base, pid }) => concurrentBombs(base, pid, 'bomber_header', header));
  const solidBombs = await withServer(({ base, pid }) => concurrentBombs(base, pid, 'bomber_solid', solid));
  const { photo48, posting } = await withServer(async ({ base, pid }) => {
    const photographer = new Session(base);
    await photographer.signUp('photographer');
    const photoId = await photographer.upload(photo, '2000');
    await sleep(1000);
    const cpuBefore = cpuSeconds(pid);
    const rssBefore = rss(pid);
    const started = performance.now();
    const published = await photographer.configure(photoId);
    const photoFigures = {
      status: published.status,
      cpuSeconds: Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100,
      wallMs: Math.round(performance.now() - started),
      rssGrowthMb: mb(rss(pid) - rssBefore),
    };

    const tiny = await sharp(FIXTURE).resize(320).jpeg().toBuffer();
    const poster = new Session(base);
    await poster.signUp('quick_poster');
    const statuses: number[] = [];
    for (let i = 0; i < POSTING_PROBE; i += 1) {
      const id = await poster.upload(tiny, String(3000 + i));
      statuses.push((await poster.configure(id)).status);
    }
    const firstRefused = statuses.findIndex((s) => s === 429);
    return {
      photo48: photoFigures,
      posting: {
        tried: POSTING_PROBE,
        accepted: statuses.filter((s) => s === 200).length,
        refused429: statuses.filter((s) => s === 429).length,
        firstRefusedAt: firstRefused === -1 ? null : firstRefused + 1,
      },
    };
  });

  const row = (label: string, f: LoadFigures) =>
    `${label}: answers ${f.statuses.join(',')}; worst /healthz ${f.worstHealthzMs} ms; ` +
    `RSS ${f.rssBeforeMb} MB + peak ${f.rssPeakGrowthMb} MB, +${f.rssAfterGrowthMb} MB 2 s after; ${f.cpuSeconds} CPU-s in ${f.wallMs} ms`;
  print(row('4 header bombs at once', headerBombs));
  print(row('4 solid 49 MP bombs at once', solidBombs));
  print(
    `one 48 MP photo: ${photo48.status}, ${photo48.cpuSeconds} CPU-s, ${photo48.wallMs} ms, RSS +${photo48.rssGrowthMb} MB`,
  );
  print(
    `posting ${posting.tried} in a row: ${posting.accepted} accepted, ${posting.refused429} refused (429)` +
      (posting.firstRefusedAt ? ` from #${posting.firstRefusedAt}` : ''),
  );
  print(JSON.stringify({ headerBombs, solidBombs, photo48, posting }));
}

await main();
