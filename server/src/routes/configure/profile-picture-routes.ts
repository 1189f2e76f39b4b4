import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ProfilePictureFormSchema } from 'shared-contracts/schemas';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { AVATAR_WIDTHS } from '../../media/image-pipeline.js';
import type { MediaStorage } from '../../media/storage.js';
import { avatarUrl } from '../../domain/users/user-presenter.js';
import { setAvatarKey } from '../../domain/users/avatar.js';
import { toCreateFailure } from '../../domain/media/create-error.js';
import type { StoredImage } from '../../domain/media/publish.js';
import {
  completeUpload,
  creationActor,
  publishFromUploads,
  readUpload,
  type PublishGuards,
} from './creation-context.js';
import { storePhoto } from './stored-photo.js';

/** Prefix of avatars people upload (seeded avatars live elsewhere and are never removed here). */
const UPLOADED_AVATAR_PREFIX = 'a/';

/**
 * Avatars are served as `{prefix}/320.webp` and `{prefix}/150.webp`; a picture smaller than 320
 * has no 320 rendition (the pipeline never upscales), so its widest one stands in.
 */
async function ensureAvatarKeys(storage: MediaStorage, image: StoredImage): Promise<void> {
  const widest = [...image.versions].sort((a, b) => b.width - a.width)[0];
  if (!widest) throw new Error('An avatar needs at least one rendition.');
  for (const width of AVATAR_WIDTHS) {
    const key = `${image.prefix}/${width}.webp`;
    if (await storage.has(key)) continue;
    const smaller = image.versions.find((v) => v.width <= width) ?? widest;
    const data = await storage.read(smaller.key);
    if (data) await storage.put(key, data);
  }
}

/**
 * POST /api/v1/web/accounts/web_change_profile_picture/ (form `upload_id`): the same pipeline as
 * posts (JPEG only, upright, no metadata), centre-cropped square at 320 and 150 px. The previous
 * uploaded avatar's files are removed once the new one is recorded.
 */
export async function profilePictureRoutes(app: FastifyInstance, deps: AppDeps, guards: PublishGuards): Promise<void> {
  const { db, storage, urls } = deps;
  app.post('/api/v1/web/accounts/web_change_profile_picture/', async (request) => {
    const { viewer, actor } = await creationActor(request);
    const input = parseInput(ProfilePictureFormSchema, request.body);
    const upload = await completeUpload(deps, actor, input.upload_id, 1);
    const prefix = `${UPLOADED_AVATAR_PREFIX}${viewer.id}/${crypto.randomBytes(9).toString('base64url')}`;
    await publishFromUploads(deps, guards, [upload], async () => {
      try {
        const image = await storePhoto(deps, () => readUpload(upload), {
          widths: AVATAR_WIDTHS,
          square: true,
          prefix,
        });
        await ensureAvatarKeys(storage, image);
        await setAvatarKey(db, viewer.id, prefix);
      } catch (error) {
        await storage.removePrefix(prefix);
        throw toCreateFailure(error);
      }
    });
    // The previous uploaded picture is no longer referenced (seeded avatars are left alone).
    if (viewer.avatar_key?.startsWith(UPLOADED_AVATAR_PREFIX)) await storage.removePrefix(viewer.avatar_key);
    const updated = { avatar_key: prefix };
    return {
      status: 'ok',
      changed_profile: true,
      profile_pic_url: avatarUrl(updated, urls, 150),
      hd_profile_pic_url_info: { url: avatarUrl(updated, urls, 320) },
    };
  });
}
