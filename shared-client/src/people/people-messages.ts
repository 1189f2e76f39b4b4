import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './people-messages.zh-CN.json';
import en from './people-messages.en.json';

// Strings of the people pieces (FollowButton, PersonRow), apart from the kit's own catalog: they
// ship in the `shared-client/people` entry, off the first load.

/** Keys of the people pieces' strings. */
export type PeopleMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<PeopleMessageKey> = { 'zh-CN': zhCN, en };

/** The people pieces' translate function for the current locale. */
export function usePeopleTranslation(): Translate<PeopleMessageKey> {
  return useTranslator(catalogs);
}
