import { VerifiedIcon } from './icons/icons.js';

/** The blue verified check shown after a username; `label` is its accessible name. */
export function VerifiedBadge({ label, size = 12 }: { label: string; size?: number }) {
  return <VerifiedIcon label={label} size={size} style={{ flex: 'none', marginLeft: 4, verticalAlign: 'middle' }} />;
}
