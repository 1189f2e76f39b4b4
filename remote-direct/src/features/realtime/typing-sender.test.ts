import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingAnnouncer, TYPING_IDLE_MS, TYPING_REFRESH_MS } from './typing-sender';

describe('createTypingAnnouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces typing once per refresh period, then stopped once when idle', () => {
    const sent: boolean[] = [];
    const announcer = createTypingAnnouncer(
      't',
      (_id, active) => sent.push(active),
      () => Date.now(),
    );
    announcer.announce(true);
    announcer.announce(true);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(TYPING_REFRESH_MS);
    announcer.announce(true);
    expect(sent).toEqual([true, true]);
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(sent).toEqual([true, true, false]);
  });

  it('says stopped at once when the text is cleared or sent, and only once', () => {
    const sent: boolean[] = [];
    const announcer = createTypingAnnouncer('t', (_id, active) => sent.push(active));
    announcer.announce(true);
    announcer.announce(false);
    announcer.announce(false);
    expect(sent).toEqual([true, false]);
  });
});
