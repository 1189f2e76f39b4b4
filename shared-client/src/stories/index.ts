/**
 * Stories, highlights and reels: their calls and query hooks, an entry of their own so only the
 * screens that show them download them and the first load of a page stays as it was
 * (docs/behaviour/stories.md).
 */
export * from './story-calls.js';
export * from './stories.js';
export * from './story-ring.js';
// The story ring and the avatar-click rule: kit pieces, but only the screens with stories draw
// them, so they ship here rather than in the kit every page loads.
export * from './StoryRing.js';
export * from './avatar-click.js';
