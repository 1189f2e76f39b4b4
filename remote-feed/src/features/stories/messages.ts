import { useTranslator } from 'shared-ui';
import type { Catalogs, Translate } from 'shared-contracts';

// The stories tray and viewer's own catalog (zh-CN is the reference, English is typed against it).
const zhCN = {
  'stories.region': '快拍',
  'stories.ring.unseen': '{username} 的快拍，未看过',
  'stories.ring.seen': '{username} 的快拍，已看过',
  'stories.ring.closeFriends': '{username} 的密友快拍，未看过',
  'stories.ring.live': '{username} 正在直播',
  'stories.ring.loading': '正在打开 {username} 的快拍',
  'stories.ring.none': '{username}',
  'stories.yourStory': '你的快拍',
  'stories.ownRing.unseen': '你的快拍，未看过',
  'stories.ownRing.seen': '你的快拍，已看过',
  'stories.live': '直播',
  'stories.viewer': '快拍',
  'stories.highlightTitle': '精选快拍：{title}',
  'stories.cannotShow': '无法显示此快拍',
  'stories.cannotShowBody': '它可能已过期，或者你无法查看。',
  'stories.close': '关闭',
  'stories.previous': '上一条快拍',
  'stories.next': '下一条快拍',
  'stories.pause': '暂停',
  'stories.play': '播放',
  'stories.soundOn': '打开声音',
  'stories.soundOff': '关闭声音',
  'stories.like': '赞',
  'stories.reply': '回复 {username}…',
  'stories.replyLabel': '回复快拍',
  'stories.send': '发送',
  'stories.replySent': '已发送',
  'stories.replyFailed': '无法发送回复，请重试。',
  'stories.likeFailed': '无法点赞，请稍后重试。',
  'stories.seenBy': '{formatted} 人看过',
  'stories.viewers': '观看者',
  'stories.noViewers': '还没有人看过',
  'stories.viewersError': '无法加载观看者。',
  'stories.progress': '第 {index} 条快拍，共 {count} 条',
  'stories.photoBy': '{username} 的快拍照片',
  'stories.videoBy': '{username} 的快拍视频',
  'stories.loading': '正在加载快拍…',
  'stories.error': '无法加载快拍。',
  'stories.retry': '重试',
  'stories.closeFriends': '密友',
  'stories.processing': '正在处理视频（{percent}%）',
  'stories.openReel': '{username} 的快拍',
} as const;

/** Keys of the stories catalog. */
export type StoriesMessageKey = keyof typeof zhCN;

const en: Record<StoriesMessageKey, string | { one: string; other: string }> = {
  'stories.region': 'Stories',
  'stories.ring.unseen': "{username}'s story, not seen",
  'stories.ring.seen': "{username}'s story, seen",
  'stories.ring.closeFriends': "{username}'s close friends story, not seen",
  'stories.ring.live': '{username} is live',
  'stories.ring.loading': "Opening {username}'s story",
  'stories.ring.none': '{username}',
  'stories.yourStory': 'Your story',
  'stories.ownRing.unseen': 'Your story, not seen',
  'stories.ownRing.seen': 'Your story, seen',
  'stories.live': 'LIVE',
  'stories.viewer': 'Stories',
  'stories.highlightTitle': 'Highlight: {title}',
  'stories.cannotShow': "This story can't be shown",
  'stories.cannotShowBody': "It may have expired, or you can't see it.",
  'stories.close': 'Close',
  'stories.previous': 'Previous story',
  'stories.next': 'Next story',
  'stories.pause': 'Pause',
  'stories.play': 'Play',
  'stories.soundOn': 'Turn sound on',
  'stories.soundOff': 'Turn sound off',
  'stories.like': 'Like',
  'stories.reply': 'Reply to {username}…',
  'stories.replyLabel': 'Reply to the story',
  'stories.send': 'Send',
  'stories.replySent': 'Sent',
  'stories.replyFailed': "Couldn't send the reply. Try again.",
  'stories.likeFailed': "Couldn't like the story. Try again later.",
  'stories.seenBy': { one: 'Seen by {formatted} person', other: 'Seen by {formatted} people' },
  'stories.viewers': 'Viewers',
  'stories.noViewers': 'No viewers yet',
  'stories.viewersError': "Couldn't load viewers.",
  'stories.progress': 'Story {index} of {count}',
  'stories.photoBy': 'Story photo by {username}',
  'stories.videoBy': 'Story video by {username}',
  'stories.loading': 'Loading stories…',
  'stories.error': "Couldn't load stories.",
  'stories.retry': 'Retry',
  'stories.closeFriends': 'Close friends',
  'stories.processing': 'Processing video ({percent}%)',
  'stories.openReel': "{username}'s story",
};

/** Both languages, for the catalog test. */
export const storiesCatalogs: Catalogs<StoriesMessageKey> = { 'zh-CN': zhCN, en };

/** `t` for the stories strings. */
export function useStoriesTranslation(): Translate<StoriesMessageKey> {
  return useTranslator(storiesCatalogs);
}
