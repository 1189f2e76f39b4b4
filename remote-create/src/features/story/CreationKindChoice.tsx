import { useId } from 'react';
import { useStoryComposerTranslation } from './messages';
import * as styles from './StoryModal.module.css';

/** What the Create entry makes: a post or a story. */
export type CreationKind = 'post' | 'story';

/**
 * The choice at the top of the Create modal's first step (docs/behaviour/stories.md#posting-a-story-on-screen):
 * two radio buttons drawn as a segmented control, "Post" and "Story".
 */
export function CreationKindChoice({
  kind,
  onChange,
  disabled,
}: {
  kind: CreationKind;
  onChange: (kind: CreationKind) => void;
  disabled?: boolean;
}) {
  const t = useStoryComposerTranslation();
  const name = useId();
  return (
    <fieldset className={styles.kinds} disabled={disabled} data-testid="create-kind">
      <legend className="lm-visually-hidden">{t('kind.label')}</legend>
      {(['post', 'story'] as const).map((option) => (
        <label key={option} className={styles.kind}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={kind === option}
            onChange={() => onChange(option)}
            className={styles.kindInput}
          />
          <span className={styles.kindText}>{t(option === 'post' ? 'kind.post' : 'kind.story')}</span>
        </label>
      ))}
    </fieldset>
  );
}
