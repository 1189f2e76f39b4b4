import type { Random } from './random.js';
import { CAPTIONS, HASHTAGS } from './content.js';
import { DEMO_ADS, EXTRA_PEOPLE } from './extras-content.js';
import { avatarInitials, drawAvatar, drawScene, SCENE_KINDS, type Scene, type SceneKind } from './scenes.js';
import { SEED_CLIPS, type SeedClip } from './seed-videos.js';

const HOUR = 3_600_000;

/** A new post of the feed demo, drawn before anything is stored. */
export interface PlannedPost {
  key: string;
  author: string;
  takenAt: number;
  caption: string;
  /** Photos (one for a single post, 2-5 for a carousel); a clip for a video post. */
  scenes: Scene[];
  clip: SeedClip | null;
  /** A clip as one more carousel item, after the photos. */
  childClip: SeedClip | null;
  sponsor: string | null;
  ad: (typeof DEMO_ADS)[number] | null;
}

/** Everything the feed demo draws, in a fixed order so the same seed always gives the same demo. */
export interface ExtrasPlan {
  avatars: string[];
  posts: PlannedPost[];
}

function caption(random: Random, kind: SceneKind): string {
  const tags = random.shuffle(HASHTAGS[kind]).slice(0, 2);
  return `${random.pick(CAPTIONS[kind])} ${tags.map((t) => `#${t}`).join(' ')}`;
}

/**
 * Draws the demo's new posts: four carousels (3, 2, 5 and 4 items, the last ending with a clip),
 * three videos, a paid partnership, three posts each by the muted and the blocked account, and
 * the ads' posts. `creators` are public accounts the demo account follows.
 */
export function planExtras(random: Random, creators: readonly string[], now: number): ExtrasPlan {
  const avatars = EXTRA_PEOPLE.map((p) => drawAvatar(random, avatarInitials(p.username)));
  const creator = (i: number) => creators[i % creators.length] ?? 'demo';
  const posts: PlannedPost[] = [];
  const base = { clip: null, childClip: null, sponsor: null, ad: null };
  [3, 2, 5, 4].forEach((count, i) => {
    const kind = random.pick(SCENE_KINDS);
    const ratio = random.pick([1, 1.25]);
    posts.push({
      ...base,
      key: `carousel-${i}`,
      author: creator(i),
      takenAt: now - [2, 7, 15, 26][i]! * HOUR,
      caption: `${caption(random, kind)} (${count} 张)`,
      scenes: Array.from({ length: count }, () =>
        drawScene(random, random.chance(0.6) ? kind : random.pick(SCENE_KINDS), ratio),
      ),
      childClip: i === 3 ? (SEED_CLIPS[1] ?? null) : null,
    });
  });
  SEED_CLIPS.forEach((clip, i) => {
    posts.push({
      ...base,
      key: `video-${clip.name}`,
      author: creator(i + 4),
      takenAt: now - [4, 11, 30][i]! * HOUR,
      caption: `${clip.description} 🎬 #video`,
      scenes: [],
      clip,
    });
  });
  const sponsored = drawScene(random, 'coffee');
  posts.push({
    ...base,
    key: 'sponsored',
    author: creator(1),
    takenAt: now - 6 * HOUR,
    caption: '和 @lumen.roastery 一起探索秋季拼配 ☕ #coffee #ad',
    scenes: [sponsored],
    sponsor: 'lumen.roastery',
  });
  for (const [who, hours] of [
    ['muted.max', [1, 3, 8]],
    ['blocked.ben', [2, 5, 9]],
  ] as const) {
    hours.forEach((h, i) => {
      const kind = random.pick(SCENE_KINDS);
      posts.push({
        ...base,
        key: `${who}-${i}`,
        author: who,
        takenAt: now - h * HOUR,
        caption: caption(random, kind),
        scenes: [drawScene(random, kind)],
      });
    });
  }
  DEMO_ADS.forEach((ad, i) => {
    posts.push({
      ...base,
      key: `ad-${i}`,
      author: ad.owner,
      takenAt: now - (50 + i) * HOUR,
      caption: ad.caption,
      scenes: [drawScene(random, ad.kind)],
      ad,
    });
  });
  return { avatars, posts };
}
