import { lazy } from 'react';
import { defineRemoteEntry } from 'shared-contracts';

/** remote-profile: profile pages and the account's settings pages (own data among them). Screens load as separate chunks on first use. */
export default defineRemoteEntry({
  name: 'profile',
  contractVersion: __CONTRACT_VERSION__,
  routes: {
    'profile.page': lazy(() => import('./features/profile-page/ProfileScreen')),
    'profile.your_information': lazy(() => import('./features/your-information/YourInformationScreen')),
    'profile.settings': lazy(() => import('./features/settings/SettingsIndexScreen')),
    'profile.settings_edit': lazy(() => import('./features/settings/EditProfileScreen')),
    'profile.privacy_and_security': lazy(() => import('./features/settings/PrivacyScreen')),
    'profile.blocked_accounts': lazy(() => import('./features/settings/BlockedAccountsScreen')),
    'profile.close_friends': lazy(() => import('./features/settings/CloseFriendsScreen')),
    'profile.favorites': lazy(() => import('./features/settings/FavoritesScreen')),
    'profile.appearance': lazy(() => import('./features/settings/AppearanceScreen')),
    'profile.language': lazy(() => import('./features/settings/LanguageScreen')),
    'profile.notifications': lazy(() => import('./features/settings/NotificationsScreen')),
    'profile.password': lazy(() => import('./features/account-security/PasswordScreen')),
    'profile.login_activity': lazy(() => import('./features/account-security/LoginActivityScreen')),
    'profile.reports': lazy(() => import('./features/reports/YourReportsScreen')),
    'profile.moderation': lazy(() => import('./features/moderation/ModerationScreen')),
    'profile.email': lazy(() => import('./features/account-security/EmailScreen')),
    'profile.two_factor': lazy(() => import('./features/account-security/two-factor/TwoFactorScreen')),
  },
  slots: {},
});
