import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../http/errors.js';
import { requireViewer } from '../../http/session.js';
import { formFlag } from '../../http/form-fields.js';
import { editProfile, MAX_BIO_LINKS, MAX_BIOGRAPHY_LENGTH } from '../../domain/users/profile-edit.js';
import { presentProfile } from '../../domain/users/profile-presenter.js';

const BioLinkSchema = z.object({
  title: z.string().trim().max(60).optional(),
  url: z
    .string()
    .trim()
    .max(2000)
    .url()
    .refine((url) => /^https?:\/\//i.test(url), { message: 'Links must start with http:// or https://.' }),
});

/** The edit form: every field optional, only those sent change. */
const ProfileEditFormSchema = z.object({
  full_name: z.string().trim().max(64).optional(),
  username: z.string().trim().min(1).max(30).optional(),
  biography: z.string().max(MAX_BIOGRAPHY_LENGTH).optional(),
  bio_links: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      if (text.trim() === '') return [];
      try {
        return z.array(BioLinkSchema).max(MAX_BIO_LINKS).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: `Up to ${MAX_BIO_LINKS} links, each an http(s) URL with a title.` });
        return z.NEVER;
      }
    }),
  is_private: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** POST edit the viewer's own profile (name, username, bio, links, privacy); answers the profile. */
export async function profileEditRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/v1/web/accounts/edit/', async (request) => {
    const viewer = await requireViewer(request);
    const form = parseInput(ProfileEditFormSchema, request.body ?? {});
    const updated = await editProfile(deps.db, viewer, {
      full_name: form.full_name,
      username: form.username,
      biography: form.biography,
      bio_links: form.bio_links,
      is_private: form.is_private === undefined ? undefined : formFlag.parse(form.is_private),
    });
    return { user: await presentProfile(deps.db, updated, updated, deps.urls), status: 'ok' as const };
  });
}
