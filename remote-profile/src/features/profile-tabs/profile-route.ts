/** The sections of a profile, each its own URL (docs/behaviour/profiles.md#route-and-tabs). */
export type ProfileTab = 'posts' | 'reels' | 'tagged' | 'saved';

/** The route segment of each tab; `undefined` is the posts grid at /{username}/. */
const TAB_BY_SEGMENT: Readonly<Record<string, ProfileTab>> = { reels: 'reels', tagged: 'tagged', saved: 'saved' };

/** The tab a route segment names, or null when the segment is not a tab (page not found). */
export function tabFromSegment(segment: string | undefined): ProfileTab | null {
  if (segment === undefined) return 'posts';
  return TAB_BY_SEGMENT[segment] ?? null;
}

/** The profile route's flags: all false unless the query sets them (docs/behaviour/profiles.md#route-and-tabs). */
export interface ProfileRouteFlags {
  onboarding_complete: boolean;
  login_success: boolean;
  show_app_header: boolean;
  handoff: boolean;
}

/** Query values read as true. */
const TRUE_VALUES = new Set(['1', 'true']);

/** The profile route's query: its flags, the share ids (igsh, igshid) and an opened collection. */
export interface ProfileRouteQuery {
  flags: ProfileRouteFlags;
  /** The share id of a shared link, if any (igsh wins over the older igshid). */
  shareId: string | null;
  /** The saved collection shown, on the saved tab. */
  collectionId: string | null;
}

/** Reads the profile route's query parameters; anything unknown or malformed is the default. */
export function parseProfileQuery(search: URLSearchParams): ProfileRouteQuery {
  const flag = (name: keyof ProfileRouteFlags): boolean => TRUE_VALUES.has((search.get(name) ?? '').toLowerCase());
  const collection = search.get('collection');
  return {
    flags: {
      onboarding_complete: flag('onboarding_complete'),
      login_success: flag('login_success'),
      show_app_header: flag('show_app_header'),
      handoff: flag('handoff'),
    },
    shareId: search.get('igsh') || search.get('igshid') || null,
    collectionId: collection && /^(\d{1,20}|ALL_MEDIA_AUTO_COLLECTION)$/.test(collection) ? collection : null,
  };
}
