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
  'moderation',
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

/** Why a username cannot be taken: the first rule it breaks, in the order a person fixes them. */
export type UsernameProblem = 'empty' | 'too_long' | 'characters' | 'dots' | 'reserved';

/**
 * What is wrong with a username, or null when it is well formed (letters, digits, dot, underscore;
 * 1 to 30; no leading, trailing or double dot) and not reserved. The server refuses the same names
 * (docs/behaviour/accounts.md#sign-up), so a form can say why without a reason code in the answer.
 */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length === 0) return 'empty';
  if (!/^[A-Za-z0-9._]+$/.test(username)) return 'characters';
  if (username.length > 30) return 'too_long';
  if (username.startsWith('.') || username.endsWith('.') || username.includes('..')) return 'dots';
  if (RESERVED_USERNAMES.includes(username.toLowerCase())) return 'reserved';
  return null;
}

/** Whether a username is well formed (letters, digits, dot, underscore; 1 to 30) and not reserved. */
export function isValidUsername(username: string): boolean {
  return usernameProblem(username) === null;
}
