import { describe, expect, it } from 'vitest';
import { createTranslator, type ActivityRow, type Locale } from 'shared-contracts';
import { makeTestUser } from 'shared-client/testing';
import { catalogs } from '../../i18n/messages';
import { ACTIVITY_KINDS } from 'shared-contracts/schemas';
import { activitySentence, sentenceText } from './sentence';

const people = ['ann', 'ben', 'cai'].map((username, i) => makeTestUser({ pk: String(i + 1), username }));

function row(overrides: Partial<ActivityRow>): ActivityRow {
  return {
    id: 'r1',
    kind: 'like',
    actors: people.slice(0, 1),
    actor_count: 1,
    timestamp: 0,
    unread: false,
    media: null,
    comment: null,
    story: null,
    ...overrides,
  };
}

const say = (locale: Locale, input: Partial<ActivityRow>): string =>
  sentenceText(
    activitySentence(
      row(input),
      createTranslator(catalogs, () => locale),
    ),
  );

describe('the sentence of an activity row', () => {
  it('names one, two, or two and counts the rest, in both languages', () => {
    expect(say('en', {})).toBe('ann liked your post.');
    expect(say('en', { actors: people.slice(0, 2), actor_count: 2 })).toBe('ann and ben liked your post.');
    expect(say('en', { actors: people.slice(0, 2), actor_count: 3 })).toBe('ann, ben and 1 other liked your post.');
    expect(say('en', { actors: people.slice(0, 2), actor_count: 14 })).toBe('ann, ben and 12 others liked your post.');
    expect(say('zh-CN', { actors: people.slice(0, 2), actor_count: 14 })).toBe('ann、ben 和另外 12 人 赞了你的帖子。');
    expect(say('zh-CN', { kind: 'follow', actors: people.slice(0, 2), actor_count: 2 })).toBe(
      'ann 和 ben 开始关注你了。',
    );
  });

  it('quotes the comment where the row has one, and cuts the names out to be drawn bold', () => {
    const reply = row({ kind: 'reply', comment: { id: 'c1', text: 'so true' } });
    const sentence = activitySentence(
      reply,
      createTranslator(catalogs, () => 'en'),
    );
    expect(sentence).toEqual({ before: '', actors: 'ann', after: ' replied to your comment: so true' });
    expect(say('zh-CN', { kind: 'mention', comment: { id: 'c1', text: '@you 看' } })).toBe(
      'ann 在评论中提到了你：@you 看',
    );
  });

  it('has a sentence for every kind in both languages', () => {
    for (const kind of ACTIVITY_KINDS) {
      expect(say('en', { kind })).toMatch(/^ann \w/);
      expect(say('zh-CN', { kind })).toMatch(/^ann [\u4e00-\u9fff]/);
    }
  });
});
