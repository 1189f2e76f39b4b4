import { BADGE_MAX_COUNT } from '../constants.js';

/** A badge's text: hidden (null) at 0 or below, the number up to 9, then "9+". */
export function formatBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(Math.floor(count));
}
