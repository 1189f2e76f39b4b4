import { lazy, Suspense } from 'react';
import type { Profile } from 'shared-contracts';
import { BlockDialog } from '../block/BlockDialog';
import { EditProfileDialog } from '../edit-profile/EditProfileDialog';
import { FollowListDialog } from '../follow-lists/FollowListDialog';
import { MuteDialog } from '../mute/MuteDialog';
import { FollowingMenu } from '../relationship/FollowingMenu';
import { ProfileOptionsSheet } from '../relationship/ProfileOptionsSheet';
import type { HeaderDialog } from './ProfileActions';

// The QR encoder (~9 KB gzipped) loads only when someone opens the QR code.
const QrCodeDialog = lazy(() => import('../qr-code/QrCodeDialog').then((m) => ({ default: m.QrCodeDialog })));
// The report dialog loads only when someone opens it (docs/behaviour/moderation.md#reporting).
const ReportDialog = lazy(() => import('shared-client/report').then((m) => ({ default: m.ReportDialog })));

/** The one dialog the header has open, if any; the options menu hands over to the next one. */
export function ProfileDialogs({
  profile,
  dialog,
  onChange,
  onEdited,
}: {
  profile: Profile;
  dialog: HeaderDialog | null;
  onChange: (next: HeaderDialog | null) => void;
  onEdited: (user: Profile) => void;
}) {
  const close = (): void => onChange(null);
  switch (dialog) {
    case null:
      return null;
    case 'options':
      return <ProfileOptionsSheet profile={profile} onClose={close} onFollowUp={onChange} />;
    case 'following-menu':
      return <FollowingMenu profile={profile} onClose={close} onMute={() => onChange('mute')} />;
    case 'mute':
      return <MuteDialog profile={profile} onClose={close} />;
    case 'block':
    case 'unblock':
      // Keyed by mode: a block and an unblock are separate flows, never one continued.
      return <BlockDialog key={dialog} profile={profile} mode={dialog} onClose={close} />;
    case 'qr':
      return (
        <Suspense fallback={null}>
          <QrCodeDialog username={profile.username} onClose={close} />
        </Suspense>
      );
    case 'report':
      return (
        <Suspense fallback={null}>
          <ReportDialog kind="account" targetId={profile.id} onClose={close} />
        </Suspense>
      );
    case 'edit':
      return <EditProfileDialog profile={profile} onClose={close} onSaved={onEdited} />;
    case 'followers':
    case 'following':
    case 'requests':
      return <FollowListDialog kind={dialog} userId={profile.id} isOwner={profile.is_viewer} onClose={close} />;
  }
}
