import { FlaggedAccountsScreen } from './FlaggedAccountsScreen';

/** /accounts/close_friends/ (docs/behaviour/settings.md#close-friends-and-favorites). */
export default function CloseFriendsScreen() {
  return <FlaggedAccountsScreen list="besties" />;
}
