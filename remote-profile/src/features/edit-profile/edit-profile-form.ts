import { usernameProblem, type Profile } from 'shared-contracts';
import type { ProfileEdit } from 'shared-client';

/** Limits of the profile edit (the server enforces the same). */
export const EDIT_LIMITS = { fullName: 64, biography: 150, links: 5, linkTitle: 60, linkUrl: 2000 } as const;

/** One link row of the form. */
export interface LinkRow {
  title: string;
  url: string;
}

/** The edit form's values. */
export interface EditProfileForm {
  fullName: string;
  username: string;
  biography: string;
  links: LinkRow[];
  isPrivate: boolean;
}

/** Problems the form shows beside its fields, as message keys' reasons. */
export interface EditProfileErrors {
  /** Badly formed, or a reserved word ('taken': the server refuses it as not available). */
  username?: 'invalid' | 'taken';
  fullName?: 'too-long';
  biography?: 'too-long';
  links?: 'too-many' | 'invalid-url' | 'title-too-long';
}

/** The form as it opens: the profile's current values (a link's url, or its alternative). */
export function formFromProfile(profile: Profile): EditProfileForm {
  return {
    fullName: profile.full_name,
    username: profile.username,
    biography: profile.biography,
    links: profile.bio_links.map((link) => ({ title: link.title ?? '', url: link.url ?? link.lynx_url ?? '' })),
    isPrivate: profile.is_private,
  };
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link as typed, with https:// added to a bare host ("example.com/x"). */
export function normaliseUrl(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Rows that are not entirely blank. */
function filledLinks(links: readonly LinkRow[]): LinkRow[] {
  return links.filter((link) => link.title.trim() !== '' || link.url.trim() !== '');
}

/** Checks the form as the server will (username rules from shared-contracts); empty when valid. */
export function validateEditForm(form: EditProfileForm): EditProfileErrors {
  const errors: EditProfileErrors = {};
  const problem = usernameProblem(form.username.trim());
  if (problem === 'reserved') errors.username = 'taken';
  else if (problem) errors.username = 'invalid';
  if (form.fullName.trim().length > EDIT_LIMITS.fullName) errors.fullName = 'too-long';
  if (Array.from(form.biography).length > EDIT_LIMITS.biography) errors.biography = 'too-long';
  const links = filledLinks(form.links);
  if (links.length > EDIT_LIMITS.links) errors.links = 'too-many';
  else if (links.some((link) => link.title.trim().length > EDIT_LIMITS.linkTitle)) errors.links = 'title-too-long';
  else if (
    links.some(
      (link) => link.url.trim() === '' || !isWebUrl(normaliseUrl(link.url)) || link.url.length > EDIT_LIMITS.linkUrl,
    )
  )
    errors.links = 'invalid-url';
  return errors;
}

/** Only what changed, as the edit call takes it (the call is partial). Null when nothing changed. */
export function editFromForm(initial: EditProfileForm, form: EditProfileForm): ProfileEdit | null {
  const edit: ProfileEdit = {};
  if (form.fullName.trim() !== initial.fullName) edit.full_name = form.fullName.trim();
  if (form.username.trim() !== initial.username) edit.username = form.username.trim();
  if (form.biography !== initial.biography) edit.biography = form.biography;
  if (form.isPrivate !== initial.isPrivate) edit.is_private = form.isPrivate;
  const links = filledLinks(form.links).map((link) => ({
    ...(link.title.trim() ? { title: link.title.trim() } : {}),
    url: normaliseUrl(link.url),
  }));
  const before = filledLinks(initial.links).map((link) => ({
    ...(link.title.trim() ? { title: link.title.trim() } : {}),
    url: normaliseUrl(link.url),
  }));
  if (JSON.stringify(links) !== JSON.stringify(before)) edit.bio_links = links;
  return Object.keys(edit).length > 0 ? edit : null;
}
