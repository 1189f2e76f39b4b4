import type { DemoPerson } from './people.js';
import type { SceneKind } from './scenes.js';

/** Accounts the feed demo adds, each with the part it plays. */
export const EXTRA_PEOPLE: ReadonlyArray<DemoPerson & { role: 'brand' | 'muted' | 'blocked' | 'restricted' }> = [
  {
    username: 'lumen.roastery',
    fullName: 'Lumen Roastery',
    bio: 'Small-batch coffee · 上海',
    verified: true,
    accountType: 2,
    category: 'Coffee roaster',
    role: 'brand',
  },
  {
    username: 'wander.lines',
    fullName: 'Wander Lines Travel',
    bio: 'Trips for people who stop to take photos',
    accountType: 2,
    category: 'Travel company',
    role: 'brand',
  },
  {
    username: 'pixel.prints',
    fullName: 'Pixel Prints',
    bio: 'Your photos, on paper',
    accountType: 2,
    category: 'Printing',
    role: 'brand',
  },
  // The demo account follows muted.max but muted his posts: they must never show in its feeds.
  { username: 'muted.max', fullName: 'Max Mustermann', bio: 'Posts a lot. Like, a lot.', role: 'muted' },
  // The demo account blocked blocked.ben: his posts, comments and suggestions must never show.
  { username: 'blocked.ben', fullName: 'Ben Blocked', bio: 'Popular, but not with demo', role: 'blocked' },
  // The demo account restricted restricted.rita: her comments on its posts arrive covered.
  { username: 'restricted.rita', fullName: 'Rita Restricted', bio: 'Comments on everything', role: 'restricted' },
];

/** The operator-configured ads of the demo (server/README.md, "Ads"). */
export const DEMO_ADS: ReadonlyArray<{
  owner: string;
  kind: SceneKind;
  caption: string;
  title: string;
  linkText: string;
  linkUrl: string;
  disclaimers: string[];
}> = [
  {
    owner: 'lumen.roastery',
    kind: 'coffee',
    caption: '秋季限定拼配上市 ☕ Autumn blend is here #coffee',
    title: 'Lumen Roastery · Autumn blend',
    linkText: 'Shop now',
    linkUrl: 'https://example.com/roastery/autumn',
    disclaimers: ['Sponsored by Lumen Roastery'],
  },
  {
    owner: 'wander.lines',
    kind: 'dunes',
    caption: 'Seven nights under desert stars 沙漠星空七晚 #travel',
    title: 'Desert trips from ¥2,999',
    linkText: 'Book now',
    linkUrl: 'https://example.com/wander/desert',
    disclaimers: ['Price per person, flights not included.', 'Terms apply.'],
  },
  {
    owner: 'pixel.prints',
    kind: 'abstract',
    caption: 'Your feed, framed. 把照片印出来 #prints',
    title: 'Print your photos',
    linkText: 'Learn more',
    linkUrl: 'https://example.com/prints',
    disclaimers: [],
  },
];

/** Replies in threads; `{user}` becomes the replied-to author's username. */
export const REPLIES: readonly string[] = [
  '@{user} 谢谢！',
  '@{user} Thank you!',
  '@{user} 在里斯本拍的',
  '@{user} right?!',
  '@{user} 下次一起去',
  '@{user} agreed 👏',
  '@{user} 哈哈哈',
  '@{user} same here',
];

/** What the restricted commenter writes on the demo account's post (covered until approved). */
export const COVERED_COMMENT = 'Ugh, overrated. Unfollowing.';
/** The transparency label of the demo's labelled post. */
export const DEMO_TRANSPARENCY_LABEL = 'AI info';
