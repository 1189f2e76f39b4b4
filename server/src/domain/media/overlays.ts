import type { Locale, MediaOverlayInfo } from 'shared-contracts';
import type { LocalizedText } from '../locale.js';

/** Overlay kinds a post can carry (media.overlay_type). */
export const OVERLAY_TYPES = ['sensitive', 'misinformation'] as const;
export type OverlayType = (typeof OVERLAY_TYPES)[number];

interface OverlayTexts {
  title: LocalizedText;
  description: LocalizedText;
  banner: LocalizedText | null;
  reveal: LocalizedText;
  secondary: { action: 'learn_more' | 'see_why'; text: LocalizedText; url: string };
}

// The texts live with the server because the overlay is a moderation decision the server makes;
// clients render whatever arrives (docs/entities.md#post-media).
const TEXTS: Record<OverlayType, OverlayTexts> = {
  sensitive: {
    title: { 'zh-CN': '敏感内容', en: 'Sensitive content' },
    description: {
      'zh-CN': '此照片可能包含部分用户认为令人不适或反感的内容。',
      en: 'This photo may contain graphic or violent content that some people may find upsetting.',
    },
    banner: null,
    reveal: { 'zh-CN': '查看照片', en: 'See photo' },
    secondary: {
      action: 'see_why',
      text: { 'zh-CN': '了解原因', en: 'See why' },
      url: '/help/sensitive-content/',
    },
  },
  misinformation: {
    title: { 'zh-CN': '虚假信息', en: 'False information' },
    description: {
      'zh-CN': '独立事实核查员审核了这条帖子中的信息，认定其为虚假信息。',
      en: 'The same false information was reviewed by independent fact-checkers in another post.',
    },
    banner: { 'zh-CN': '经独立事实核查员审核', en: 'Reviewed by independent fact-checkers' },
    reveal: { 'zh-CN': '查看帖子', en: 'See post' },
    secondary: {
      action: 'learn_more',
      text: { 'zh-CN': '查看原因', en: 'See why' },
      url: '/help/fact-checks/',
    },
  },
};

/** Whether a stored value is a known overlay type. */
export function isOverlayType(value: string | null | undefined): value is OverlayType {
  return (OVERLAY_TYPES as readonly string[]).includes(value ?? '');
}

/** The overlay shown over a post of a type, in a locale; null when the post has none. */
export function presentOverlay(type: string | null, locale: Locale): MediaOverlayInfo | null {
  if (!isOverlayType(type)) return null;
  const texts = TEXTS[type];
  return {
    overlay_type: type,
    layout: type === 'sensitive' ? 'full' : 'banner',
    icon: type === 'sensitive' ? 'eye_off' : 'news_off',
    title: texts.title[locale],
    description: texts.description[locale],
    banner: texts.banner ? { text: texts.banner[locale] } : null,
    buttons: [
      { action: 'reveal', action_url: null, button_type: 'primary', text: texts.reveal[locale] },
      {
        action: texts.secondary.action,
        action_url: texts.secondary.url,
        button_type: 'secondary',
        text: texts.secondary.text[locale],
      },
    ],
  };
}
