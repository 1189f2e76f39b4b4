import { createValueStore, useValueStore, type ReadonlyValueStore } from 'shared-ui';
import { MAX_CAROUSEL_ITEMS, MAX_USERTAGS_PER_PHOTO, type LocationInput } from 'shared-contracts';
import type { CreationMode } from 'shared-client';
import type { ChosenPerson } from 'shared-client/search-fields';
import type { CropAspect, CropPosition } from '../image/crop';
import type { GpsLocation } from '../image/exif';
import { NO_ADJUSTMENTS, type Adjustments, type FilterId } from '../image/filters';

/** A person tagged on a photo, at a position relative to the posted image (0..1 from the top-left). */
export interface DraftTag {
  user: { pk: string; username: string };
  x: number;
  y: number;
}

/** The photo as it will be uploaded, drawn when the viewer leaves the style step. */
export interface RenderedPhoto {
  blob: Blob;
  url: string;
  width: number;
  height: number;
}

/** How the viewer styled a photo. */
export interface PhotoEdit extends CropPosition {
  filter: FilterId;
  adjustments: Adjustments;
}

interface ItemBase {
  /** Identifies the item across reordering. */
  key: string;
  file: File;
  /** Upright size of the original. */
  width: number;
  height: number;
  altText: string;
  tags: DraftTag[];
}

/** A photo of the draft: its read EXIF facts, its preview, how it is styled. */
export interface DraftPhoto extends ItemBase {
  kind: 'photo';
  /** Data URL of the upright photo. */
  previewUrl: string;
  orientation: number | null;
  gps: GpsLocation | null;
  flashFired: boolean | null;
  edit: PhotoEdit;
  rendered: RenderedPhoto | null;
}

/** A video of the draft. */
export interface DraftVideo extends ItemBase {
  kind: 'video';
  /** Object URL of the file, for the preview player. */
  previewUrl: string;
  durationSeconds: number;
}

export type DraftItem = DraftPhoto | DraftVideo;

/** The modal's steps after a file is chosen: style, then details (docs/behaviour/creation.md#opening). */
export type DraftStep = 'style' | 'details' | 'profile-upsell';

/** The post being created, with what the viewer chose and wrote. */
export interface Draft {
  /** Identifies this draft across edits (a retry after a discard must not touch a newer draft). */
  id: number;
  /** A session starts with a creation mode and a random id (docs/behaviour/creation.md#opening). */
  mode: CreationMode;
  sessionId: string;
  step: DraftStep;
  items: DraftItem[];
  /** The item shown and edited (its index in `items`). */
  current: number;
  /** One crop shape for the whole post (a carousel's photos share it). */
  aspect: CropAspect;
  caption: string;
  location: LocationInput | null;
  hideCounts: boolean;
  commentsOff: boolean;
  /** People to invite as collaborators (docs/behaviour/creation.md#collaborators). */
  collaborators: ChosenPerson[];
  /** PROFILE_PIC_POST_UPSELL: the photo is already the profile picture (what is left is the post). */
  profileSaved: boolean;
}

/**
 * Where the draft stands (docs/behaviour/creation.md#sharing: uploading, finishing, failed).
 * 'finished': posted or discarded, kept only until the route screen showing it has gone.
 */
export type ShareStatus =
  | { kind: 'editing' }
  | { kind: 'sharing'; stage: 'uploading' | 'finishing'; percent: number }
  | { kind: 'failed'; errorTitle: string | null }
  | { kind: 'finished' };

/** What the creation flow holds between the modal slot and the /create/style/ route. */
export interface CreationState {
  draft: Draft | null;
  status: ShareStatus;
  /** Whether the /create/style/ screen is mounted (the slot waits for it before closing). */
  screenShown: boolean;
}

/** A random creation session id: a UUID (docs/behaviour/creation.md#opening). */
export function createSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** A fresh photo edit: the whole crop, no filter, no adjustments. */
export function freshEdit(): PhotoEdit {
  return { zoom: 1, panX: 0, panY: 0, filter: 'normal', adjustments: { ...NO_ADJUSTMENTS } };
}

type ItemChanges = Partial<Pick<DraftPhoto, 'altText' | 'tags' | 'edit' | 'rendered'>>;
type DraftChanges = Partial<
  Pick<
    Draft,
    | 'caption'
    | 'location'
    | 'hideCounts'
    | 'commentsOff'
    | 'collaborators'
    | 'aspect'
    | 'current'
    | 'step'
    | 'mode'
    | 'profileSaved'
  >
>;

/**
 * The creation flow's state machine. It lives at module level because the chosen file must survive
 * the slot closing and the route opening (and a share keeps running if the viewer navigates away).
 * Steps: select (no draft) → style → details → sharing → finished, or failed (kept for Retry).
 */
export class DraftStore {
  private readonly store = createValueStore<CreationState>({
    draft: null,
    status: { kind: 'editing' },
    screenShown: false,
  });
  /** The creation state to read and follow; it changes only through the methods below. */
  readonly creation: ReadonlyValueStore<CreationState> = this.store;
  private nextId = 1;
  private screens = 0;

  getState = (): CreationState => this.store.getValue();

  private get state(): CreationState {
    return this.store.getValue();
  }

  private set(next: CreationState): void {
    this.store.setValue(next);
  }

  private draftFor(id: number): Draft | null {
    const { draft } = this.state;
    return draft?.id === id ? draft : null;
  }

  private setDraft(draft: Draft): void {
    this.set({ ...this.state, draft });
  }

  /** Starts a new session from a first chosen item, replacing any previous draft. */
  start(item: DraftItem, mode: CreationMode = 'POST'): Draft {
    const draft: Draft = {
      id: this.nextId++,
      mode,
      sessionId: createSessionId(),
      step: 'style',
      items: [item],
      current: 0,
      // A profile picture is round: only a square crop makes sense.
      aspect: mode === 'PROFILE_PIC_POST_UPSELL' ? '1:1' : 'original',
      caption: '',
      location: null,
      hideCounts: false,
      commentsOff: false,
      collaborators: [],
      profileSaved: false,
    };
    this.set({ ...this.state, draft, status: { kind: 'editing' } });
    return draft;
  }

  /** Adds a photo to a carousel; false when it cannot (a video post, or already 10 items). */
  addItem(id: number, item: DraftItem): boolean {
    const draft = this.draftFor(id);
    if (!draft || draft.items.length >= MAX_CAROUSEL_ITEMS) return false;
    if (item.kind === 'video' || draft.items.some((existing) => existing.kind === 'video')) return false;
    this.setDraft({ ...draft, items: [...draft.items, item], current: draft.items.length });
    return true;
  }

  /** Removes an item; the last one cannot be removed (discarding is for that). */
  removeItem(id: number, key: string): void {
    const draft = this.draftFor(id);
    if (!draft || draft.items.length <= 1) return;
    const items = draft.items.filter((item) => item.key !== key);
    this.setDraft({ ...draft, items, current: Math.min(draft.current, items.length - 1) });
  }

  /** Moves an item by `delta` places (the buttons and arrow keys); the moved item stays current. */
  moveItem(id: number, key: string, delta: number): void {
    const draft = this.draftFor(id);
    if (!draft) return;
    const from = draft.items.findIndex((item) => item.key === key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= draft.items.length) return;
    const items = [...draft.items];
    const [moved] = items.splice(from, 1);
    if (moved) items.splice(to, 0, moved);
    this.setDraft({ ...draft, items, current: to });
  }

  /** Edits the draft with `id` (a draft the viewer already left is ignored). */
  update(id: number, changes: DraftChanges): void {
    const draft = this.draftFor(id);
    if (!draft) return;
    const next = { ...draft, ...changes };
    if (next.mode === 'PROFILE_PIC_POST_UPSELL' && next.step !== 'details') next.aspect = '1:1';
    next.current = Math.min(Math.max(0, next.current), next.items.length - 1);
    this.setDraft(next);
  }

  /** Edits one item of the draft. A changed style drops the rendered photo (it no longer matches). */
  updateItem(id: number, key: string, changes: ItemChanges): void {
    const draft = this.draftFor(id);
    if (!draft) return;
    const items = draft.items.map((item): DraftItem => {
      if (item.key !== key) return item;
      if (item.kind === 'video') return { ...item, altText: changes.altText ?? item.altText };
      const tags = (changes.tags ?? item.tags).slice(0, MAX_USERTAGS_PER_PHOTO);
      const rendered = changes.edit && !changes.rendered ? null : (changes.rendered ?? item.rendered);
      return { ...item, ...changes, tags, rendered };
    });
    this.setDraft({ ...draft, items });
  }

  /** A new crop shape for every photo: each one's rendering is stale. */
  setAspect(id: number, aspect: CropAspect): void {
    const draft = this.draftFor(id);
    if (!draft || draft.mode === 'PROFILE_PIC_POST_UPSELL') return;
    const items = draft.items.map((item): DraftItem =>
      item.kind === 'photo' ? { ...item, rendered: null, edit: { ...item.edit, panX: 0, panY: 0 } } : item,
    );
    this.setDraft({ ...draft, aspect, items });
  }

  /** Records the share status of the draft with `id`; a draft the viewer already left is ignored. */
  setStatus(id: number, status: ShareStatus): void {
    if (this.state.draft?.id !== id) return;
    this.set({ ...this.state, status });
  }

  /**
   * The draft with `id` was posted or discarded. While the route screen still shows it, it stays
   * (as 'finished') until the screen goes: navigations are transitions, and forgetting it at once
   * would flash the select step on the way out.
   */
  finish(id: number): void {
    if (this.state.draft?.id !== id) return;
    if (this.screens === 0) this.clear();
    else this.set({ ...this.state, status: { kind: 'finished' } });
  }

  /** Forgets the draft with `id`; without an id, whatever is held. */
  clear(id?: number): void {
    if (id !== undefined && this.state.draft?.id !== id) return;
    this.set({ draft: null, status: { kind: 'editing' }, screenShown: this.screens > 0 });
  }

  /** The route screen mounted; call the returned function when it unmounts. */
  attachScreen(): () => void {
    this.screens += 1;
    if (!this.state.screenShown) this.set({ ...this.state, screenShown: true });
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.screens -= 1;
      if (this.screens > 0) return;
      if (this.state.status.kind === 'finished') this.clear();
      else this.set({ ...this.state, screenShown: false });
    };
  }
}

/** The one creation store of this remote. */
export const draftStore = new DraftStore();

/** The creation state, re-rendering on change. */
export function useCreationState(): CreationState {
  return useValueStore(draftStore.creation);
}

/** The item the viewer is looking at. */
export function currentItem(draft: Draft): DraftItem {
  return draft.items[draft.current] ?? draft.items[0]!;
}
