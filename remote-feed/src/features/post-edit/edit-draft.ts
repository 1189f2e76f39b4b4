import type { LocationInput, Media, UsertagInput } from 'shared-contracts';
import type { ChosenPerson } from 'shared-client/search-fields';
import type { MediaEditInput } from './edit-post';

/** A person tagged on a photo, at a point given as fractions of its width and height. */
export interface EditTag {
  pk: string;
  username: string;
  x: number;
  y: number;
}

/** One photo of the post as the edit dialog shows it: the post itself (`pk` null) or a carousel item. */
export interface EditPhoto {
  pk: string | null;
  src: string | undefined;
  altText: string;
  tags: EditTag[];
}

/** The place as the dialog holds it: the post's own (`pk`), or a venue picked from the search. */
export interface EditPlace {
  pk: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

/** What the edit dialog holds while the author types. */
export interface EditDraft {
  caption: string;
  photos: EditPhoto[];
  place: EditPlace | null;
  /** Collaborators, accepted and invited (docs/behaviour/creation.md#collaborators). */
  collaborators: ChosenPerson[];
}

type Tagged = Pick<Media, 'usertags'>;

function tagsOf(item: Tagged): EditTag[] {
  return (item.usertags?.in ?? []).map(({ user, position }) => ({
    pk: user.pk,
    username: user.username,
    x: position[0],
    y: position[1],
  }));
}

/** The post as the dialog opens on it: its caption, each photo's alt text and tags, its place. */
export function draftOf(media: Media): EditDraft {
  const photos: EditPhoto[] = media.carousel_media?.length
    ? media.carousel_media.map((item) => ({
        pk: item.pk,
        src: item.image_versions2.candidates[0]?.url,
        altText: item.accessibility_caption ?? '',
        tags: tagsOf(item),
      }))
    : [
        {
          pk: null,
          src: media.image_versions2.candidates[0]?.url,
          altText: media.accessibility_caption ?? '',
          tags: tagsOf(media),
        },
      ];
  const place = media.location ? { ...media.location } : null;
  return { caption: media.caption?.text ?? '', photos, place, collaborators: collaboratorsOf(media) };
}

/** The post's collaborators as its owner sees them: those who accepted, then those invited. */
function collaboratorsOf(media: Media): ChosenPerson[] {
  return [...media.coauthor_producers, ...(media.invited_coauthor_producers ?? [])].map(({ pk, username }) => ({
    pk,
    username,
  }));
}

const pks = (people: readonly ChosenPerson[]) => people.map((person) => person.pk).join(',');

function usertagsOf(tags: readonly EditTag[]): { in: UsertagInput[] } {
  return { in: tags.map((tag) => ({ user_id: tag.pk, position: [tag.x, tag.y] })) };
}

/**
 * The edit call's input for a draft (docs/calls.md#posts-likes-and-saves): the caption, every
 * photo's alt text and tags (the post's own, or each carousel item's), and the place and the
 * collaborators only when they changed (a post's older free-text place has no catalogue id to
 * send back).
 */
export function editInputOf(media: Media, draft: EditDraft): MediaEditInput {
  const input: MediaEditInput = { caption_text: draft.caption };
  const [single] = draft.photos;
  if (single && single.pk === null) {
    input.custom_accessibility_caption = single.altText;
    input.usertags = usertagsOf(single.tags);
  } else {
    input.children_metadata = draft.photos.flatMap((photo) =>
      photo.pk === null
        ? []
        : [{ pk: photo.pk, custom_accessibility_caption: photo.altText, usertags: usertagsOf(photo.tags) }],
    );
  }
  if ((media.location?.pk ?? null) !== (draft.place?.pk ?? null)) input.location = placeInput(draft.place);
  if (pks(collaboratorsOf(media)) !== pks(draft.collaborators))
    input.invite_coauthor_user_ids_string = JSON.stringify(draft.collaborators.map((person) => person.pk));
  return input;
}

function placeInput(place: EditPlace | null): LocationInput | null {
  return place ? { facebook_places_id: place.pk, name: place.name, lat: place.lat, lng: place.lng } : null;
}
