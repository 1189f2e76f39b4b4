import { lazy, Suspense, type ReactNode } from 'react';
import type { Profile } from 'shared-contracts';
import type { HeaderDialog } from './ProfileActions';

// The header's own dialogs load together, when the first is opened: a profile's first load no
// longer carries them (docs/performance.md#the-first-screen-loads-only-its-own-code).
const views = () => import('./header-dialog-views');
const ProfileOptionsSheet = lazy(() => views().then((m) => ({ default: m.ProfileOptionsSheet })));
const FollowingMenu = lazy(() => views().then((m) => ({ default: m.FollowingMenu })));
const MuteDialog = lazy(() => views().then((m) => ({ default: m.MuteDialog })));
const BlockDialog = lazy(() => views().then((m) => ({ default: m.BlockDialog })));
const EditProfileDialog = lazy(() => views().then((m) => ({ default: m.EditProfileDialog })));
const FollowListDialog = lazy(() => views().then((m) => ({ default: m.FollowListDialog })));

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
  if (dialog === null) return null;
  return <Suspense fallback={null}>{dialogView(profile, dialog, onChange, onEdited)}</Suspense>;
}

/** The element of one open dialog. */
function dialogView(
  profile: Profile,
  dialog: HeaderDialog,
  onChange: (next: HeaderDialog | null) => void,
  onEdited: (user: Profile) => void,
): ReactNode {
  const close = (): void => onChange(null);
  switch (dialog) {
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
      return <QrCodeDialog username={profile.username} onClose={close} />;
    case 'report':
      return <ReportDialog kind="account" targetId={profile.id} onClose={close} />;
    case 'edit':
      return <EditProfileDialog profile={profile} onClose={close} onSaved={onEdited} />;
    case 'followers':
    case 'following':
    case 'requests':
      return <FollowListDialog kind={dialog} userId={profile.id} isOwner={profile.is_viewer} onClose={close} />;
  }
}
