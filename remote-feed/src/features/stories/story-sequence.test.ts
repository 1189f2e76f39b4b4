import { describe, expect, it } from 'vitest';
import { nextStory, previousStory, startItem, storyDurationMs, tapDirection } from './story-sequence';

describe('story sequence', () => {
  it('goes to the next item, then the next reel, then closes', () => {
    expect(nextStory({ reel: 0, item: 0 }, 2, 3)).toEqual({ kind: 'item', position: { reel: 0, item: 1 } });
    expect(nextStory({ reel: 0, item: 1 }, 2, 3)).toEqual({ kind: 'item', position: { reel: 1, item: -1 } });
    expect(nextStory({ reel: 2, item: 1 }, 2, 3)).toEqual({ kind: 'close' });
  });
  it('goes back an item, then a reel, and restarts the very first story', () => {
    expect(previousStory({ reel: 1, item: 1 })).toEqual({ kind: 'item', position: { reel: 1, item: 0 } });
    expect(previousStory({ reel: 1, item: 0 })).toEqual({ kind: 'item', position: { reel: 0, item: -1 } });
    expect(previousStory({ reel: 0, item: 0 })).toEqual({ kind: 'item', position: { reel: 0, item: 0 } });
  });
  it('opens a reel at its first unseen story', () => {
    expect(startItem([{ seen: true }, { seen: false }, { seen: false }])).toBe(1);
    expect(startItem([{ seen: true }, { seen: true }])).toBe(0);
    expect(startItem([])).toBe(0);
  });
  it('lasts 5 s for a photo and its length for a video', () => {
    expect(storyDurationMs({ media_type: 1, video_duration: null })).toBe(5000);
    expect(storyDurationMs({ media_type: 2, video_duration: 7.5 })).toBe(7500);
    expect(storyDurationMs({ media_type: 2, video_duration: null })).toBeNull();
  });
  it('goes back on a tap in the left third, forward elsewhere', () => {
    expect(tapDirection(10, 300)).toBe('previous');
    expect(tapDirection(100, 300)).toBe('next');
    expect(tapDirection(299, 300)).toBe('next');
  });
});
