import { eventBus } from 'shared-contracts';

/**
 * From start-up on: a login brings the account's appearance and language, and a language chosen
 * while logged in is saved to the account. The work is in a chunk loaded only when needed.
 */
export function watchPreferences(): void {
  const sync = () => import('./preferences-sync');
  eventBus.on('session-changed', ({ viewer }) => {
    if (viewer)
      void sync()
        .then((m) => m.applyAccountPreferences())
        .catch(() => undefined);
  });
  eventBus.on('locale-changed', ({ locale }) => void sync().then((m) => m.saveChosenLanguage(locale)));
}
