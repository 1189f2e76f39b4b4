import { describe, expect, it } from 'vitest';
import { summarizeThread } from './thread-summary';
import { VIEWER_ID, fixtureThread } from './thread.fixture';

describe('summarizeThread', () => {
  it('converts the last activity from microseconds to unix seconds', () => {
    const thread = { ...fixtureThread(), last_activity_at: 1_700_000_000_123_456 };
    expect(summarizeThread(thread).lastActivityAt).toBe(1_700_000_000);
  });

  it('is unseen when someone else wrote after the viewer last looked', () => {
    expect(summarizeThread(fixtureThread({ hoursAgo: 1, seenHoursAgo: 2 })).seen).toBe(false);
    expect(summarizeThread(fixtureThread({ hoursAgo: 1, seenHoursAgo: null })).seen).toBe(false);
  });

  it('is seen when the viewer sent the last item or looked after it', () => {
    expect(summarizeThread(fixtureThread({ lastSenderId: VIEWER_ID, seenHoursAgo: null })).seen).toBe(true);
    expect(summarizeThread(fixtureThread({ hoursAgo: 2, seenHoursAgo: 1 })).seen).toBe(true);
  });

  it('previews a text item, an item without text, and a thread without items', () => {
    expect(summarizeThread(fixtureThread({ text: 'Hi' })).lastMessage).toEqual({
      kind: 'text',
      text: 'Hi',
      fromViewer: false,
    });
    const media = fixtureThread({ lastSenderId: VIEWER_ID, text: '' });
    expect(summarizeThread(media).lastMessage).toEqual({ kind: 'attachment', fromViewer: true });
    expect(summarizeThread({ ...media, last_permanent_item: null, items: [] }).lastMessage).toEqual({ kind: 'none' });
  });
});
