import { useId } from 'react';
import { Button } from 'shared-ui';
import { useProfileTranslation } from '../../i18n/messages';
import { EDIT_LIMITS, type LinkRow } from './edit-profile-form';
import * as styles from './EditProfileDialog.module.css';

/** The bio links of the edit form: a title and a URL per row, up to 5 rows, and what is wrong. */
export function EditLinksFieldset({
  links,
  onChange,
  error,
}: {
  links: LinkRow[];
  onChange: (links: LinkRow[]) => void;
  error: string | null;
}) {
  const t = useProfileTranslation();
  const errorId = useId();
  const setLink = (index: number, patch: Partial<LinkRow>): void =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));

  return (
    <fieldset className={styles.links} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{t('profile.edit.links')}</legend>
      {links.map((link, index) => (
        <div key={index} className={styles.linkRow}>
          <input
            className={styles.input}
            value={link.title}
            placeholder={t('profile.edit.linkTitle')}
            aria-label={t('profile.edit.linkTitleLabel', { number: index + 1 })}
            onChange={(event) => setLink(index, { title: event.target.value })}
          />
          <input
            className={styles.input}
            value={link.url}
            placeholder={t('profile.edit.linkUrl')}
            aria-label={t('profile.edit.linkUrlLabel', { number: index + 1 })}
            inputMode="url"
            onChange={(event) => setLink(index, { url: event.target.value })}
            data-testid="edit-link-url"
          />
          <Button
            variant="secondary"
            size="small"
            onClick={() => onChange(links.filter((_, i) => i !== index))}
            aria-label={t('profile.edit.removeLink', { number: index + 1 })}
          >
            {t('profile.list.remove')}
          </Button>
        </div>
      ))}
      {links.length < EDIT_LIMITS.links && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onChange([...links, { title: '', url: '' }])}
          data-testid="edit-add-link"
        >
          {t('profile.edit.addLink')}
        </Button>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
