import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import * as styles from './Collections.module.css';

/** Longest collection name the server takes. */
export const COLLECTION_NAME_MAX = 100;

/** Asks for a collection's name (create or rename); a failed save keeps the dialog open with a message. */
export function CollectionNameDialog({
  title,
  initialName,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useProfileTranslation();
  const [name, setName] = useState(initialName);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const inputId = useId();
  const trimmed = name.trim();

  const handleSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (!trimmed || trimmed.length > COLLECTION_NAME_MAX) return;
    setState('saving');
    onSubmit(trimmed).catch(() => setState('failed'));
  };

  return (
    <Dialog title={title} onClose={onClose} busy={state === 'saving'} testId="collection-name-dialog">
      <form className={styles.nameForm} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className={styles.nameLabel}>
          {t('profile.collections.name')}
        </label>
        <input
          id={inputId}
          className={styles.nameInput}
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          data-testid="collection-name-input"
        />
        {state === 'failed' && (
          <p className={styles.error} role="alert">
            {t('profile.genericError')}
          </p>
        )}
        <div className={styles.nameActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={!trimmed} busy={state === 'saving'} data-testid="collection-name-submit">
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
