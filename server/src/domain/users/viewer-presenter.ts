import type { Viewer } from 'shared-contracts';
import type { ServerConfig } from '../../config.js';
import type { UserRow } from '../../db/schema.js';
import type { MediaUrls } from '../media-urls.js';
import { isModerator } from '../moderation/moderators.js';
import { presentUserSummary } from './user-presenter.js';

/** The logged-in account as the page knows it: shared data's viewer, and the server-rendered page's. */
export function presentViewer(user: UserRow, urls: MediaUrls, config: Pick<ServerConfig, 'adminUsernames'>): Viewer {
  const { pk, id, username, full_name, is_verified, is_private, profile_pic_url } = presentUserSummary(user, urls);
  const viewer = { pk, id, username, full_name, is_verified, is_private, profile_pic_url };
  // Only moderators carry the flag: nobody else's answer says the area exists.
  return isModerator(config, user) ? { ...viewer, is_moderator: true } : viewer;
}
