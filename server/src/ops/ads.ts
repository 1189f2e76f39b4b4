import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { addAd, listAds, setAdActive } from '../domain/feed/ads-admin.js';

const USAGE = `Usage (from the repository root, after npm run build):
  node server/dist/ops/ads.js list
  node server/dist/ops/ads.js add --post <shortcode> --title <ad title> --link-text <call to action>
                                  --link-url <https://...> [--disclaimer <text>]...
  node server/dist/ops/ads.js stop <id>
  node server/dist/ops/ads.js start <id>
Uses the server's DATA_DIR / DATABASE_URL.`;

/** The operator's ad tool: list, add, stop and start sponsored posts (server/README.md, "Ads"). */
async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      post: { type: 'string' },
      title: { type: 'string' },
      'link-text': { type: 'string' },
      'link-url': { type: 'string' },
      disclaimer: { type: 'string', multiple: true },
    },
  });
  const [command, id] = positionals;
  if (!command || !['list', 'add', 'stop', 'start'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'list') {
      for (const ad of await listAds(database.db))
        console.log(
          `${ad.id}\t${ad.active ? 'active ' : 'stopped'}\t${ad.shortcode}\t@${ad.advertiser}\t${ad.adTitle}`,
        );
      return 0;
    }
    if (command === 'add') {
      const newId = await addAd(database.db, {
        shortcode: values.post ?? '',
        adTitle: values.title ?? '',
        linkText: values['link-text'] ?? '',
        linkUrl: values['link-url'] ?? '',
        disclaimers: values.disclaimer ?? [],
      });
      console.log(`ad ${newId} added and active`);
      return 0;
    }
    const found = await setAdActive(database.db, Number(id), command === 'start');
    console.log(found ? `ad ${id} ${command === 'start' ? 'started' : 'stopped'}` : `no ad ${id}`);
    return found ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
