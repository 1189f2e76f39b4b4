import type { DISAPPEARING_TTL_OPTIONS } from 'shared-contracts';
import type { DirectMessageKey } from '../../i18n/messages';

/** How each disappearing-message time is named. */
export const TTL_LABELS: Record<(typeof DISAPPEARING_TTL_OPTIONS)[number], DirectMessageKey> = {
  300: 'details.disappearing5m',
  3600: 'details.disappearing1h',
  86400: 'details.disappearing24h',
  604800: 'details.disappearing7d',
};

/** The label of a time the server answered (null when it is not one the product offers). */
export function ttlLabel(ttlSec: number | null): DirectMessageKey | null {
  return ttlSec !== null && ttlSec in TTL_LABELS ? TTL_LABELS[ttlSec as keyof typeof TTL_LABELS] : null;
}
