import { useSyncExternalStore } from 'react';

/** The photo being turned into a post, with what the viewer wrote about it. */
export interface PhotoDraft {
  /** Identifies this draft across edits (a retry after a discard must not touch a newer draft). */
  id: number;
  file: File;
  width: number;
  height: number;
  caption: string;
  altText: string;
  /** Set on the first share attempt and kept, so a retry resumes the same upload. */
  uploadId: string | null;
}

/**
 * Where the draft stands (spec 4, post stage texts: finishing, done, failed). 'finished': posted or
 * discarded, kept only until the route screen showing it has gone.
 */
export type ShareStatus =
  | { kind: 'editing' }
  | { kind: 'sharing'; stage: 'uploading' | 'finishing'; percent: number }
  | { kind: 'failed'; errorTitle: string | null }
  | { kind: 'finished' };

/** What the creation flow holds between the modal slot and the /create/style/ route. */
export interface CreationState {
  draft: PhotoDraft | null;
  status: ShareStatus;
  /** Whether the /create/style/ screen is mounted (the slot waits for it before closing). */
  screenShown: boolean;
}

/**
 * The creation flow's state. It lives at module level because the chosen file must survive the
 * slot closing and the route opening (and a share keeps running if the viewer navigates away).
 */
export class DraftStore {
  private state: CreationState = { draft: null, status: { kind: 'editing' }, screenShown: false };
  private readonly listeners = new Set<() => void>();
  private nextId = 1;
  private screens = 0;

  getState = (): CreationState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: CreationState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Starts a new draft from a chosen photo, replacing any previous one. */
  start(file: File, size: { width: number; height: number }): PhotoDraft {
    const draft: PhotoDraft = { id: this.nextId++, file, ...size, caption: '', altText: '', uploadId: null };
    this.set({ ...this.state, draft, status: { kind: 'editing' } });
    return draft;
  }

  /** Edits the current draft if it is still the one with `id`. */
  update(id: number, changes: Partial<Pick<PhotoDraft, 'caption' | 'altText' | 'uploadId'>>): void {
    const { draft } = this.state;
    if (draft?.id !== id) return;
    this.set({ ...this.state, draft: { ...draft, ...changes } });
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
  return useSyncExternalStore(draftStore.subscribe, draftStore.getState, draftStore.getState);
}
