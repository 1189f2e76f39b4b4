import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';
import zhCN from './messages.zh-CN.json';
import en from './messages.en.json';

// The post page's own catalog (zh-CN is the reference, English is typed against it).

/** Keys of the post page catalog. */
export type PostPageMessageKey = keyof typeof zhCN;

const catalogs: Catalogs<PostPageMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the post page's strings. */
export function usePostPageTranslation(): Translate<PostPageMessageKey> {
  return useTranslator(catalogs);
}
