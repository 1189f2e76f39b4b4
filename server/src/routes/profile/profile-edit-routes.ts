import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { formFlag, ProfileEditFormSchema } from 'shared-contracts/schemas';
import { editProfile } from '../../domain/users/profile-edit.js';
import { presentProfile } from '../../domain/users/profile-presenter.js';
import { ActivityNotices, announceActivity } from '../../domain/activity/activity-notices.js';

/** POST edit the viewer's own profile (name, username, bio, links, privacy); answers the profile. */
export async function profileEditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/v1/web/accounts/edit/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(ProfileEditFormSchema, request.body ?? {});
    const notices = new ActivityNotices();
    const updated = await editProfile(
      deps.db,
      viewer,
      {
        full_name: form.full_name,
        username: form.username,
        biography: form.biography,
        bio_links: form.bio_links,
        is_private: form.is_private === undefined ? undefined : formFlag.parse(form.is_private),
      },
      notices,
    );
    await announceActivity(deps, notices);
    return { user: await presentProfile(deps.db, updated, updated, deps.urls), status: 'ok' as const };
  });
}
