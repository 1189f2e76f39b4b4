import { useTranslator, type Catalogs, type Translate } from 'shared-contracts';

const zhCN = {
  'search.title': '搜索',
  'search.documentTitle': '搜索 • Lumen',
  'search.inputLabel': '搜索用户或话题标签',
  'search.placeholder': '搜索',
  'search.clear': '清除搜索内容',
  'search.hint': '搜索用户和话题标签。',
  'search.loading': '正在搜索…',
  'search.noResults': '无结果',
  'search.error': '无法加载搜索结果。',
  'search.results': '搜索结果',
  'search.resultCount': '{count} 条结果',
  'search.followers': '{count} 位粉丝',
  'search.hashtagPosts': '{count} 篇帖子',
  'search.userSubtitle': '{fullName} · {followers}',
  'search.verified': '已验证',
  'search.avatarAlt': '{username}的头像',
} as const;

/** Keys of remote-search's strings. */
export type SearchMessageKey = keyof typeof zhCN;

const en: Record<SearchMessageKey, string | { one: string; other: string }> = {
  'search.title': 'Search',
  'search.documentTitle': 'Search • Lumen',
  'search.inputLabel': 'Search people or hashtags',
  'search.placeholder': 'Search',
  'search.clear': 'Clear search',
  'search.hint': 'Search for people and hashtags.',
  'search.loading': 'Searching…',
  'search.noResults': 'No results found.',
  'search.error': "Couldn't load search results.",
  'search.results': 'Search results',
  'search.resultCount': { one: '{count} result', other: '{count} results' },
  'search.followers': { one: '{count} follower', other: '{count} followers' },
  'search.hashtagPosts': { one: '{count} post', other: '{count} posts' },
  'search.userSubtitle': '{fullName} · {followers}',
  'search.verified': 'Verified',
  'search.avatarAlt': "{username}'s profile picture",
};

/** Both languages of the package's strings (complete: src/i18n/messages.test.ts). */
export const catalogs: Catalogs<SearchMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for remote-search's strings. */
export function useSearchTranslation(): Translate<SearchMessageKey> {
  return useTranslator(catalogs);
}
