/**
 * Connection-quality tiers and the rendition a video starts with
 * (docs/behaviour/video-player.md#starting-quality).
 */

/** The four tiers, worst first. */
export type ConnectionQuality = 'POOR' | 'MODERATE' | 'GOOD' | 'EXCELLENT';

/** Upper bounds (bits per second, exclusive) of the tiers below EXCELLENT. */
export const QUALITY_TIER_BOUNDS = { POOR: 500_000, MODERATE: 2_000_000, GOOD: 10_000_000 } as const;

/** How long a measured tier is reused before the connection is asked again. */
export const QUALITY_CACHE_MS = 100;

/**
 * The largest short side (px) a video starts at in each tier. The short side is what the server's
 * renditions are named by (360p, 720p, 1080p), whatever the orientation.
 */
export const START_SHORT_SIDE: Record<ConnectionQuality, number> = {
  POOR: 360,
  MODERATE: 540,
  GOOD: 720,
  EXCELLENT: Number.POSITIVE_INFINITY,
};

/** The tier of a bandwidth in bits per second. */
export function qualityTier(bitsPerSecond: number): ConnectionQuality {
  if (bitsPerSecond < QUALITY_TIER_BOUNDS.POOR) return 'POOR';
  if (bitsPerSecond < QUALITY_TIER_BOUNDS.MODERATE) return 'MODERATE';
  if (bitsPerSecond < QUALITY_TIER_BOUNDS.GOOD) return 'GOOD';
  return 'EXCELLENT';
}

/** A typical bandwidth (bits per second) inside a tier, used as the adaptive player's first estimate. */
export function tierBandwidth(tier: ConnectionQuality): number {
  return { POOR: 400_000, MODERATE: 1_500_000, GOOD: 5_000_000, EXCELLENT: 12_000_000 }[tier];
}

/** The part of `navigator.connection` the player reads (Chromium; other browsers have none). */
export interface NetworkInformationLike {
  /** Estimated downlink in megabits per second. */
  downlink?: number;
}

/**
 * The viewer's tier, from the browser's downlink estimate; MODERATE when the browser gives none
 * (a cautious start: the adaptive player climbs quickly on a fast link). Cached for
 * {@link QUALITY_CACHE_MS} so a screen of videos asks once.
 */
export function createQualityReader(
  connection: () => NetworkInformationLike | undefined,
  now: () => number,
): () => ConnectionQuality {
  let cached: { tier: ConnectionQuality; at: number } | null = null;
  return () => {
    const time = now();
    if (cached && time - cached.at < QUALITY_CACHE_MS) return cached.tier;
    const downlink = connection()?.downlink;
    const tier =
      typeof downlink === 'number' && Number.isFinite(downlink) && downlink > 0
        ? qualityTier(downlink * 1_000_000)
        : 'MODERATE';
    cached = { tier, at: time };
    return tier;
  };
}

/** The browser's tier (see {@link createQualityReader}). */
export const currentConnectionQuality = createQualityReader(
  () =>
    typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformationLike }).connection,
  () => Date.now(),
);

/** A rendition by its pixel size. */
export interface RenditionSize {
  width: number;
  height: number;
}

/**
 * Index of the rendition to start with: the largest whose short side fits the tier's cap, or the
 * smallest when none fits. -1 for an empty list.
 */
export function startingRendition(renditions: readonly RenditionSize[], tier: ConnectionQuality): number {
  const cap = START_SHORT_SIDE[tier];
  let best = -1;
  let smallest = -1;
  renditions.forEach((r, i) => {
    const side = Math.min(r.width, r.height);
    const bestSide = best < 0 ? -1 : Math.min(renditions[best]!.width, renditions[best]!.height);
    const smallestSide = smallest < 0 ? Infinity : Math.min(renditions[smallest]!.width, renditions[smallest]!.height);
    if (side <= cap && side > bestSide) best = i;
    if (side < smallestSide) smallest = i;
  });
  return best >= 0 ? best : smallest;
}
