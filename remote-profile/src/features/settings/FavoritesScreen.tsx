import { FlaggedAccountsScreen } from './FlaggedAccountsScreen';

/** /accounts/favorites/ (docs/behaviour/settings.md#close-friends-and-favorites). */
export default function FavoritesScreen() {
  return <FlaggedAccountsScreen list="favorites" />;
}
