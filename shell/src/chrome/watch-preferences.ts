import { eventBus } from 'shared-contracts/bus';
import { sessionStore } from 'shared-client';

/**
 * From start-up on (docs/behaviour/shell-chrome.md#saved-per-account): a login brings the
 * account's appearance and language, and a language chosen while logged in is saved to the
 * account. The work is in a chunk loaded only when needed.
 */
export function watchPreferences(): void {
  const sync = () => import('./preferences-sync');
  // A page written without the account's preferences (the shell served on its own, stack mode):
  // ask for them once.
  if (sessionStore.getState().viewer && window.__LUMEN_CONFIG__?.appearance === undefined) {
    void sync()
      .then((m) => m.applyAccountPreferences())
      .catch(() => undefined);
  }
  eventBus.on('session-changed', ({ viewer }) => {
    if (viewer)
      void sync()
        .then((m) => m.applyAccountPreferences())
        .catch(() => undefined);
  });
  eventBus.on('locale-changed', ({ locale }) => void sync().then((m) => m.saveChosenLanguage(locale)));
}
