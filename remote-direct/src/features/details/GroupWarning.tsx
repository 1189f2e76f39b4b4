import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type DirectThread } from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { ActionButton, AlertDialog } from 'shared-ui';
import { useDirectThreadChangeMutation } from '../../queries';
import { useDirectTranslation } from '../../i18n/messages';

// Threads whose warning the viewer answered with Stay, for as long as the page lives.
const stayed = new Set<string>();

/**
 * The warning a group shows when it holds someone the viewer blocked or restricted: leave it, or
 * stay (docs/behaviour/direct.md#the-group-warning). Asked once per thread and page.
 */
export function GroupWarning({ thread }: { thread: DirectThread }) {
  const t = useDirectTranslation();
  const navigate = useNavigate();
  const change = useDirectThreadChangeMutation(thread.thread_id);
  const [open, setOpen] = useState(() => !stayed.has(thread.thread_id));
  if (!open) return null;
  const stay = () => {
    stayed.add(thread.thread_id);
    setOpen(false);
  };
  return (
    <AlertDialog
      title={t('warning.title')}
      description={t('warning.body')}
      onCancel={stay}
      busy={change.isPending}
      testId="group-warning"
    >
      <ActionButton
        tone="danger"
        onClick={() =>
          change.mutate(
            { kind: 'action', action: 'leave' },
            {
              onSuccess: () => void navigate('/direct/inbox/', { replace: true }),
              onError: () => requestToast({ message: t('thread.genericError') }),
            },
          )
        }
      >
        {t('warning.leave')}
      </ActionButton>
      <ActionButton autoFocusOnOpen onClick={stay}>
        {t('warning.stay')}
      </ActionButton>
    </AlertDialog>
  );
}
