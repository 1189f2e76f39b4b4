import type { ServerConfig } from '../../config.js';
import type { UserRow } from '../../db/schema.js';

// Who moderates (docs/behaviour/moderation.md#moderators): the admins named in ADMIN_USERNAMES,
// and the accounts an admin made moderators.

/** Whether the account is one of the instance's admins. */
export function isAdmin(config: Pick<ServerConfig, 'adminUsernames'>, user: Pick<UserRow, 'username_lower'>): boolean {
  return config.adminUsernames.includes(user.username_lower);
}

/** Whether the account may use the moderation area. */
export function isModerator(
  config: Pick<ServerConfig, 'adminUsernames'>,
  user: Pick<UserRow, 'username_lower' | 'is_moderator'>,
): boolean {
  return user.is_moderator === 1 || isAdmin(config, user);
}
