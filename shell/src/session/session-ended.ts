import { apiClient, sessionStore } from 'shared-client';
import { createValueStore, useValueStore } from 'shared-ui';

/**
 * Notices that the session ended while the page thought it was logged in (logged out in another
 * tab, expired): any call answering 401 then (docs/behaviour/accounts.md#when-the-session-ends).
 */

const ended = createValueStore(false);
// Logouts this page started and has not finished: the 401s and the socket's close they cause are
// the logout itself, not a session that ended under the page.
let deliberateLogouts = 0;

/**
 * Marks a logout the viewer asked for, until the returned function is called (after the page has
 * learnt it is logged out): meanwhile no answer brings the ended-session dialog.
 */
export function beginDeliberateLogout(): () => void {
  deliberateLogouts += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    deliberateLogouts -= 1;
  };
}

/** Records what a response says about the session; true when it just ended. */
export function noticeResponse(status: number, loggedIn: boolean): boolean {
  if (ended.getValue() || status !== 401 || !loggedIn || deliberateLogouts > 0) return false;
  ended.setValue(true);
  return true;
}

/** Records that the session ended under a logged-in page for a reason other than a call's 401. */
export function noticeSessionGone(): void {
  noticeResponse(401, true);
}

/** Whether the session ended under this page (outside React). */
export function isSessionEnded(): boolean {
  return ended.getValue();
}

/** Whether the session ended under this page, re-rendering when it does. */
export function useSessionEnded(): boolean {
  return useValueStore(ended);
}

/** Makes every API call report its status here (installed once, at start). */
export function watchForEndedSession(): void {
  apiClient.configure({
    fetch: async (...args) => {
      const loggedIn = sessionStore.getState().status === 'authenticated';
      const response = await globalThis.fetch(...args);
      noticeResponse(response.status, loggedIn && sessionStore.getState().status === 'authenticated');
      return response;
    },
  });
}
