import type { Viewer } from 'shared-contracts';
import { eventBus, type EventBus } from 'shared-contracts/bus';
import { createValueStore } from 'shared-ui';

/** What the client knows about the session: not yet asked, logged out, or logged in. */
export type SessionState =
  | { status: 'unknown'; viewer: null; csrfToken: string | null }
  | { status: 'anonymous'; viewer: null; csrfToken: string | null }
  | { status: 'authenticated'; viewer: Viewer; csrfToken: string | null };

/** The one session store; the shell writes it, everyone reads it. */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Records the answer of shared data or login; emits `session-changed` when the viewer changes. */
  setSession(viewer: Viewer | null, csrfToken?: string | null): void;
  /** Updates only the CSRF token. */
  setCsrfToken(csrfToken: string | null): void;
}

/** Creates a session store bound to a bus. */
export function createSessionStore(bus: EventBus = eventBus): SessionStore {
  const state = createValueStore<SessionState>({ status: 'unknown', viewer: null, csrfToken: null });
  return {
    getState: () => state.getValue(),
    subscribe: (listener) => state.subscribe(() => listener()),
    setSession(viewer, csrfToken) {
      const previous = state.getValue();
      const token = csrfToken === undefined ? previous.csrfToken : csrfToken;
      const next: SessionState = viewer
        ? { status: 'authenticated', viewer, csrfToken: token }
        : { status: 'anonymous', viewer: null, csrfToken: token };
      state.setValue(next);
      const changed = previous.status === 'unknown' || previous.viewer?.pk !== viewer?.pk;
      if (changed) bus.emit('session-changed', { viewer });
    },
    setCsrfToken(csrfToken) {
      state.setValue({ ...state.getValue(), csrfToken } as SessionState);
    },
  };
}

/** The application-wide session store. */
export const sessionStore: SessionStore = createSessionStore();
