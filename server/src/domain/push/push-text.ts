import type { ActivityKind, Locale } from 'shared-contracts';

/** What a push notification says (docs/behaviour/activity.md#browser-notifications). */
export interface PushText {
  title: string;
  body: string;
}

/** `{name}` stands for the actor's username; comments and story replies add `: {text}` after. */
const SENTENCES: Record<ActivityKind, Record<Locale, string>> = {
  like: { en: '{name} liked your post.', 'zh-CN': '{name} 赞了你的帖子。' },
  comment: { en: '{name} commented on your post', 'zh-CN': '{name} 评论了你的帖子' },
  reply: { en: '{name} replied to your comment', 'zh-CN': '{name} 回复了你的评论' },
  comment_like: { en: '{name} liked your comment', 'zh-CN': '{name} 赞了你的评论' },
  mention: { en: '{name} mentioned you', 'zh-CN': '{name} 提到了你' },
  follow: { en: '{name} started following you.', 'zh-CN': '{name} 开始关注你了。' },
  follow_request: { en: '{name} requested to follow you.', 'zh-CN': '{name} 请求关注你。' },
  follow_accept: { en: '{name} accepted your follow request.', 'zh-CN': '{name} 通过了你的关注请求。' },
  tag: { en: '{name} tagged you in a post.', 'zh-CN': '{name} 在帖子中标记了你。' },
  story_like: { en: '{name} liked your story.', 'zh-CN': '{name} 赞了你的快拍。' },
  story_reply: { en: '{name} replied to your story', 'zh-CN': '{name} 回复了你的快拍' },
  collab_invite: {
    en: '{name} invited you to collaborate on their post.',
    'zh-CN': '{name} 邀请你一起合作发布这篇帖子。',
  },
  collab_accept: {
    en: '{name} accepted your invitation to collaborate.',
    'zh-CN': '{name} 接受了你的合作邀请。',
  },
};

const WITHOUT_PREVIEW: Record<Locale, string> = {
  en: 'You have new activity.',
  'zh-CN': '你有新的动态。',
};

/**
 * The title and body for one notification. Without previews (the default, for a device others may
 * see) it says only that there is something new; with them, who did what, and the comment's text.
 */
export function pushText(
  notification: { kind: ActivityKind; actorUsername: string; commentText: string | null },
  locale: Locale,
  previews: boolean,
): PushText {
  if (!previews) return { title: 'Lumen', body: WITHOUT_PREVIEW[locale] };
  const sentence = SENTENCES[notification.kind][locale].replace('{name}', notification.actorUsername);
  const withText = notification.commentText
    ? `${sentence}${locale === 'zh-CN' ? '：' : ': '}${notification.commentText.slice(0, 120)}`
    : sentence;
  return { title: 'Lumen', body: withText };
}
