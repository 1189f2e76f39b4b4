import { useTranslator } from 'shared-ui';
import { Dialog } from 'shared-ui';
import { shortcutsCatalogs, type ShortcutsMessageKey } from './shortcuts-messages';
import * as styles from './ShortcutsDialog.module.css';

/** Each shortcut: its keys (pressed one after another when several) and what it does. */
const SHORTCUTS: ReadonlyArray<{ keys: string[]; chord?: boolean; action: ShortcutsMessageKey }> = [
  { keys: ['j'], action: 'shortcuts.next' },
  { keys: ['k'], action: 'shortcuts.previous' },
  { keys: ['l'], action: 'shortcuts.like' },
  { keys: ['s'], action: 'shortcuts.save' },
  { keys: ['c'], action: 'shortcuts.comment' },
  { keys: ['/'], action: 'shortcuts.search' },
  { keys: ['n'], action: 'shortcuts.newPost' },
  { keys: ['g', 'h'], action: 'shortcuts.home' },
  { keys: ['g', 'p'], action: 'shortcuts.profile' },
  { keys: ['Esc'], action: 'shortcuts.close' },
  { keys: ['?'], action: 'shortcuts.toggle' },
  { keys: ['Ctrl', '/'], chord: true, action: 'shortcuts.toggle' },
];

/** The list of keyboard shortcuts (docs/behaviour/shell-chrome.md#keyboard-shortcuts). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslator(shortcutsCatalogs);
  return (
    <Dialog title={t('shortcuts.title')} onClose={onClose} closeButton size="small" testId="shortcuts-dialog">
      <table className={styles.table}>
        <thead className="lm-visually-hidden">
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ keys, chord, action }) => (
            <tr key={keys.join(' ')}>
              <td className={styles.keys}>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className={styles.then}>{chord ? '+' : t('shortcuts.then')}</span>}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
