import { Dialog } from 'shared-ui';
import { useEffect } from 'react';
import { logImpression } from 'shared-client';
import { useTranslator } from 'shared-ui';
import { visitorCatalogs } from './visitor-messages';
import { VisitorButtons } from './VisitorButtons';
import * as styles from './Visitors.module.css';

/**
 * The wall over content past a visitor's limit: it needs an answer (no close, Escape or backdrop),
 * and the page behind is blurred by the layout (docs/behaviour/logged-out.md#the-content-wall).
 */
export function ContentWall() {
  const t = useTranslator(visitorCatalogs);
  useEffect(() => logImpression('content_wall'), []);
  return (
    <Dialog title={t('wall.title')} heading="prominent" description={t('wall.body')} testId="content-wall">
      <VisitorButtons login={t('wall.login')} signup={t('wall.signup')} className={styles.wallBody} />
    </Dialog>
  );
}

/** What the Messages button opens for a visitor: messages need an account; it can be closed. */
export function MessagesWall({ onClose }: { onClose: () => void }) {
  const t = useTranslator(visitorCatalogs);
  useEffect(() => logImpression('feature_wall', { feature: 'messages' }), []);
  return (
    <Dialog
      title={t('messagesWall.title')}
      heading="prominent"
      description={t('messagesWall.body')}
      onClose={onClose}
      testId="messages-wall"
    >
      <VisitorButtons login={t('wall.login')} signup={t('wall.signup')} className={styles.wallBody} />
    </Dialog>
  );
}

/**
 * What a story or live avatar opens for a visitor on a desktop: watching needs an account; it can
 * be closed (docs/behaviour/logged-out.md#story-and-live-avatars).
 */
export function StoryLoginWall({ onClose }: { onClose: () => void }) {
  const t = useTranslator(visitorCatalogs);
  useEffect(() => logImpression('feature_wall', { feature: 'stories' }), []);
  return (
    <Dialog
      title={t('storyWall.title')}
      heading="prominent"
      description={t('storyWall.body')}
      onClose={onClose}
      testId="story-login-wall"
    >
      <VisitorButtons login={t('wall.login')} signup={t('wall.signup')} className={styles.wallBody} />
    </Dialog>
  );
}
