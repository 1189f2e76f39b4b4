import { useTranslator } from '../i18n/hooks.js';
import type { Catalogs, Translate } from 'shared-contracts';

const zhCN = {
  'kit.close': '关闭',
  'kit.back': '返回',
  'kit.retry': '重试',
  'kit.loading': '正在加载…',
  'kit.cancel': '取消',
  'kit.language': '语言',
  'kit.unfollow.title': '要取消关注 {username} 吗？',
  'kit.unfollow.private': '如果改变主意，你需要重新向 {username} 发送关注请求。',
  'kit.unfollow.confirm': '取消关注',
};

/** Keys of the kit's own strings. */
export type KitMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<KitMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'kit.close': 'Close',
    'kit.back': 'Back',
    'kit.retry': 'Retry',
    'kit.loading': 'Loading…',
    'kit.cancel': 'Cancel',
    'kit.language': 'Language',
    'kit.unfollow.title': 'Unfollow {username}?',
    'kit.unfollow.private': "If you change your mind, you'll have to request to follow {username} again.",
    'kit.unfollow.confirm': 'Unfollow',
  },
};

/** The kit's translate function for the current locale. */
export function useKitTranslation(): Translate<KitMessageKey> {
  return useTranslator(catalogs);
}
