import { USERNAME_TRUNCATE_LENGTH } from '../constants.js';

/** Truncates a username to 22 characters plus an ellipsis; shorter names are untouched. */
export function truncateUsername(username: string, max: number = USERNAME_TRUNCATE_LENGTH): string {
  const characters = Array.from(username);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : username;
}

/** Paths that are routes of the product, so no account may take them as a username. */
const RESERVED_USERNAMES: readonly string[] = [
  'accounts',
  'api',
  'assets',
  'create',
  'direct',
  'explore',
  'graphql',
  'healthz',
  'help',
  'legal',
  'media',
  'p',
  'reel',
  'reels',
  'remotes',
  'static',
  'stories',
  'web',
  'webinstall',
  'cookie',
];

/** Whether a username is well formed (letters, digits, dot, underscore; 1 to 30) and not reserved. */
export function isValidUsername(username: string): boolean {
  return (
    /^[A-Za-z0-9._]{1,30}$/.test(username) &&
    !username.startsWith('.') &&
    !username.endsWith('.') &&
    !username.includes('..') &&
    !RESERVED_USERNAMES.includes(username.toLowerCase())
  );
}
