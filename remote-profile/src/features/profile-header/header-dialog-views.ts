// The dialogs and sheets the profile header opens, in one chunk of their own: none is on the
// first screen, so they load when the first of them is opened
// (docs/performance.md#the-first-screen-loads-only-its-own-code).
export { BlockDialog } from '../block/BlockDialog';
export { EditProfileDialog } from '../edit-profile/EditProfileDialog';
export { FollowListDialog } from '../follow-lists/FollowListDialog';
export { MuteDialog } from '../mute/MuteDialog';
export { FollowingMenu } from '../relationship/FollowingMenu';
export { ProfileOptionsSheet } from '../relationship/ProfileOptionsSheet';
