import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// Strings of the appearance picker, apart from the kit's own catalog: they ship in the
// `shared-client/choices` entry, with the More menu's dialog and the settings page.

const zhCN = {
  'appearance.legend': '外观',
  'appearance.light': '浅色',
  'appearance.dark': '深色',
  'appearance.auto': '自动',
  'appearance.autoHint': '跟随设备的浅色或深色设置。',
};

/** Keys of the appearance picker's strings. */
export type AppearanceMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<AppearanceMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'appearance.legend': 'Appearance',
    'appearance.light': 'Light',
    'appearance.dark': 'Dark',
    'appearance.auto': 'Automatic',
    'appearance.autoHint': "Follows your device's light or dark setting.",
  },
};

/** The appearance picker's translate function for the current locale. */
export function useAppearanceTranslation(): Translate<AppearanceMessageKey> {
  return useTranslator(catalogs);
}
