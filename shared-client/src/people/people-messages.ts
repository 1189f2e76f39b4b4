import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// Strings of the people pieces (FollowButton, PersonRow), apart from the kit's own catalog: they
// ship in the `shared-client/people` entry, off the first load.

const zhCN = {
  'people.follow': '关注',
  'people.followBack': '回关',
  'people.following': '已关注',
  'people.requested': '已请求',
  'people.verified': '已验证',
};

/** Keys of the people pieces' strings. */
export type PeopleMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<PeopleMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'people.follow': 'Follow',
    'people.followBack': 'Follow back',
    'people.following': 'Following',
    'people.requested': 'Requested',
    'people.verified': 'Verified',
  },
};

/** The people pieces' translate function for the current locale. */
export function usePeopleTranslation(): Translate<PeopleMessageKey> {
  return useTranslator(catalogs);
}
