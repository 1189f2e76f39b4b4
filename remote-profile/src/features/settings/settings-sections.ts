import { SETTINGS_PATHS } from 'shared-contracts';
import type { SettingsMessageKey } from '../../i18n/settings-messages';

/** A settings section: its page and its name in the navigation. */
export interface SettingsSection {
  id:
    | 'edit'
    | 'privacy'
    | 'email'
    | 'password'
    | 'loginActivity'
    | 'twoFactor'
    | 'notifications'
    | 'blocked'
    | 'closeFriends'
    | 'favorites'
    | 'appearance'
    | 'language'
    | 'reports'
    | 'yourInformation';
  path: string;
  label: SettingsMessageKey;
}

/** The settings sections in navigation order (docs/behaviour/settings.md#navigation). */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'edit', path: SETTINGS_PATHS.edit, label: 'settings.section.edit' },
  { id: 'privacy', path: SETTINGS_PATHS.privacyAndSecurity, label: 'settings.section.privacy' },
  { id: 'email', path: SETTINGS_PATHS.email, label: 'settings.section.email' },
  { id: 'password', path: SETTINGS_PATHS.password, label: 'settings.section.password' },
  { id: 'loginActivity', path: SETTINGS_PATHS.loginActivity, label: 'settings.section.loginActivity' },
  { id: 'twoFactor', path: SETTINGS_PATHS.twoFactor, label: 'settings.section.twoFactor' },
  { id: 'notifications', path: SETTINGS_PATHS.notifications, label: 'settings.section.notifications' },
  { id: 'blocked', path: SETTINGS_PATHS.blockedAccounts, label: 'settings.section.blocked' },
  { id: 'closeFriends', path: SETTINGS_PATHS.closeFriends, label: 'settings.section.closeFriends' },
  { id: 'favorites', path: SETTINGS_PATHS.favorites, label: 'settings.section.favorites' },
  { id: 'appearance', path: SETTINGS_PATHS.appearance, label: 'settings.section.appearance' },
  { id: 'language', path: SETTINGS_PATHS.language, label: 'settings.section.language' },
  { id: 'reports', path: SETTINGS_PATHS.reports, label: 'settings.section.reports' },
  { id: 'yourInformation', path: SETTINGS_PATHS.yourInformation, label: 'settings.section.yourInformation' },
];

/** The section of an id. */
export function settingsSection(id: SettingsSection['id']): SettingsSection {
  return SETTINGS_SECTIONS.find((section) => section.id === id) ?? SETTINGS_SECTIONS[0]!;
}
