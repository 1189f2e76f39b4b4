import type { DirectFolder, DirectThread } from 'shared-contracts';
import { Button } from 'shared-ui';
import { useInboxQuery } from '../../queries';
import { useInboxFolder } from '../inbox/folder-store';
import { useDirectTranslation, type DirectMessageKey } from '../../i18n/messages';

const MOVES: ReadonlyArray<{ folder: DirectFolder; label: DirectMessageKey }> = [
  { folder: 0, label: 'details.moveToPrimary' },
  { folder: 1, label: 'details.moveToGeneral' },
  { folder: 2, label: 'details.moveToPartnerships' },
];

/**
 * The folder controls of a thread's details (docs/behaviour/direct.md#folders): one button per
 * other folder. Partnerships is offered only when the inbox says the viewer has that folder
 * (professional accounts); the server refuses the move for anyone else.
 */
export function FolderSection({
  thread,
  busy,
  onMove,
}: {
  thread: DirectThread;
  busy: boolean;
  onMove: (folder: DirectFolder) => void;
}) {
  const t = useDirectTranslation();
  // The inbox beside the thread is already loaded on wide screens; on phones this is one small page.
  const inbox = useInboxQuery(useInboxFolder());
  const hasPartnerships = inbox.data?.pages[0]?.has_partnership_folder === true || thread.folder === 2;
  const moves = MOVES.filter((move) => move.folder !== thread.folder && (move.folder !== 2 || hasPartnerships));
  return (
    <div role="group" aria-label={t('details.folder')}>
      {moves.map((move) => (
        <Button key={move.folder} variant="secondary" size="small" disabled={busy} onClick={() => onMove(move.folder)}>
          {t(move.label)}
        </Button>
      ))}
    </div>
  );
}
