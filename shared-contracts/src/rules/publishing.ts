/** A publish answer counts as success only with media carrying both pk and id (docs/behaviour/creation.md#sharing). */
export function hasPublishedMedia(answer: unknown): answer is { media: { pk: string; id: string } } {
  if (!answer || typeof answer !== 'object' || !('media' in answer)) return false;
  const media = (answer as { media: unknown }).media;
  if (!media || typeof media !== 'object') return false;
  const { pk, id } = media as { pk?: unknown; id?: unknown };
  return typeof pk === 'string' && pk !== '' && typeof id === 'string' && id !== '';
}

/** A carousel holds at most this many items (and at least two). */
export const MAX_CAROUSEL_ITEMS = 10;
/** Longest alt text of one photo, at creation and in an edit (server limit). */
export const MAX_ALT_TEXT_LENGTH = 1000;
/** Most people tagged on one photo (server limit). */
export const MAX_USERTAGS_PER_PHOTO = 20;
/** Most collaborators one post may have, invited or accepted (server limit, docs/behaviour/creation.md#collaborators). */
export const MAX_COAUTHORS_PER_POST = 3;
/** Video upload cap (server limit). */
export const MAX_VIDEO_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Feed video duration limits in seconds, the same as the server's (docs/constants.md#images-and-video). */
const VIDEO_FEED_MIN_SECONDS = 3;
const VIDEO_FEED_MAX_SECONDS = 90;
/** Accepted video aspect ratios (width / height), with 1 % tolerance as on the server. */
export const VIDEO_MIN_ASPECT = 9 / 16;
export const VIDEO_MAX_ASPECT = 16 / 9;
const ASPECT_TOLERANCE = 0.01;

/** Video containers creation takes: MP4, MOV and WebM. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** Why a video cannot be posted, in the order checked (docs/behaviour/creation.md#choosing-a-file). */
export type VideoRefusal =
  | { reason: 'not_supported' }
  | { reason: 'format_not_supported' }
  | { reason: 'aspect_ratio' }
  | { reason: 'too_short'; seconds: number }
  | { reason: 'too_long'; seconds: number };

/** What the browser read from a chosen video (null fields: it could not read them). */
export interface VideoFacts {
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

/**
 * Video validation (docs/behaviour/creation.md#choosing-a-file): format, then aspect ratio, then
 * the minimum ("greater than" the rounded minimum) and the maximum ("less than" the floored
 * maximum). null when the video can be posted.
 */
export function validateVideo(facts: VideoFacts): VideoRefusal | null {
  if (!(VIDEO_MIME_TYPES as readonly string[]).includes(facts.mimeType)) return { reason: 'format_not_supported' };
  const { width, height, durationSeconds } = facts;
  if (!width || !height || durationSeconds === null || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    return { reason: 'not_supported' };
  const aspect = width / height;
  if (aspect < VIDEO_MIN_ASPECT * (1 - ASPECT_TOLERANCE) || aspect > VIDEO_MAX_ASPECT * (1 + ASPECT_TOLERANCE))
    return { reason: 'aspect_ratio' };
  if (durationSeconds < VIDEO_FEED_MIN_SECONDS)
    return { reason: 'too_short', seconds: Math.round(VIDEO_FEED_MIN_SECONDS) };
  if (durationSeconds > VIDEO_FEED_MAX_SECONDS)
    return { reason: 'too_long', seconds: Math.floor(VIDEO_FEED_MAX_SECONDS) };
  return null;
}

/** A person tagged on a photo at a relative position (0..1 from the top-left). */
export interface UsertagInput {
  user_id: string;
  position: [number, number];
}

/** A place chosen for a post (a venue from location search). */
export interface LocationInput {
  facebook_places_id: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

/** The configure call's fields this client fills (docs/calls.md#creation). */
export interface ConfigureInput {
  upload_id: string;
  caption: string;
  custom_accessibility_caption?: string;
  usertags?: UsertagInput[];
  location?: LocationInput | null;
  disable_comments?: boolean;
  like_and_view_counts_disabled?: boolean;
  /** People invited to collaborate (their user ids). */
  invite_coauthor_user_ids?: readonly string[];
}

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** The usertags value, or undefined when there is none to send (docs/calls.md#creation). */
export function usertagsValue(tags: readonly UsertagInput[] | undefined): { in: UsertagInput[] } | undefined {
  if (!tags || tags.length === 0) return undefined;
  return {
    in: tags.map((tag) => ({
      user_id: tag.user_id,
      position: [clampUnit(tag.position[0]), clampUnit(tag.position[1])],
    })),
  };
}

/**
 * The configure form body (photo and video): usertags only with at least one tag, location and
 * geotag_enabled only when a place is set, the controls only when on, alt text only when written.
 */
export function buildConfigureForm(input: ConfigureInput): Record<string, string> {
  const form: Record<string, string> = { upload_id: input.upload_id, caption: input.caption };
  const alt = input.custom_accessibility_caption?.trim();
  if (alt) form.custom_accessibility_caption = alt;
  const usertags = usertagsValue(input.usertags);
  if (usertags) form.usertags = JSON.stringify(usertags);
  if (input.location) {
    form.location = JSON.stringify(input.location);
    form.geotag_enabled = '1';
  }
  if (input.disable_comments) form.disable_comments = '1';
  if (input.like_and_view_counts_disabled) form.like_and_view_counts_disabled = '1';
  const coauthors = coauthorIdsValue(input.invite_coauthor_user_ids);
  if (coauthors) form.invite_coauthor_user_ids_string = coauthors;
  return form;
}

/** The collaborator field's value (a JSON list of user ids), or undefined when nobody is invited: collaborators are sent only when there are some. */
export function coauthorIdsValue(ids: readonly string[] | undefined): string | undefined {
  return ids && ids.length > 0 ? JSON.stringify(ids) : undefined;
}

/** One carousel child in configure_sidecar's children_metadata. */
interface SidecarChildInput {
  upload_id: string;
  custom_accessibility_caption?: string;
  usertags?: UsertagInput[];
}

/** configure_sidecar's JSON body, for a carousel (docs/calls.md#creation). */
export interface ConfigureSidecarInput {
  client_sidecar_id: string;
  caption: string;
  children: SidecarChildInput[];
  location?: LocationInput | null;
  disable_comments?: boolean;
  like_and_view_counts_disabled?: boolean;
  invite_coauthor_user_ids?: readonly string[];
}

/** Builds configure_sidecar's body with the same "only when present" rules as configure. */
export function buildSidecarBody(input: ConfigureSidecarInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    client_sidecar_id: input.client_sidecar_id,
    caption: input.caption,
    children_metadata: input.children.map((child) => {
      const entry: Record<string, unknown> = { upload_id: child.upload_id };
      const alt = child.custom_accessibility_caption?.trim();
      if (alt) entry.custom_accessibility_caption = alt;
      const usertags = usertagsValue(child.usertags);
      if (usertags) entry.usertags = usertags;
      return entry;
    }),
    disable_comments: input.disable_comments === true,
    like_and_view_counts_disabled: input.like_and_view_counts_disabled === true,
  };
  if (input.location) {
    body.location = input.location;
    body.geotag_enabled = true;
  }
  const coauthors = coauthorIdsValue(input.invite_coauthor_user_ids);
  if (coauthors) body.invite_coauthor_user_ids_string = coauthors;
  return body;
}

/** The server's error_title (docs/errors.md#creation-and-uploads), or its message, or null. */
export function publishErrorTitle(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { error_title: title, message } = body as { error_title?: unknown; message?: unknown };
  if (typeof title === 'string' && title !== '') return title;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** The server's machine reason for a refused upload or post (see the error table), if any. */
export function publishErrorReason(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { reason } = body as { reason?: unknown };
  return typeof reason === 'string' && reason !== '' ? reason : null;
}
