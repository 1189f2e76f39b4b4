import { describe, expect, it } from 'vitest';
import { rankPosts, scorePost, type RankingInput } from './ranking.js';

const NOW = Date.UTC(2026, 10, 1, 12);
const HOUR = 3_600_000;
const post = (id: number, hoursOld: number, extra: Partial<RankingInput> = {}): RankingInput => ({
  id,
  takenAt: NOW - hoursOld * HOUR,
  likeCount: 0,
  interactions: 0,
  isFavorite: false,
  isOwn: false,
  ...extra,
});

describe('home ranking', () => {
  it('halves a post weight every 12 hours', () => {
    expect(scorePost(post(1, 0), NOW)).toBe(0);
    expect(scorePost(post(1, 12), NOW)).toBeCloseTo(-1);
    expect(scorePost(post(1, 36), NOW)).toBeCloseTo(-3);
  });

  it('adds half a point per doubling of likes and of affinity, and 2 for favourites and own posts', () => {
    expect(scorePost(post(1, 0, { likeCount: 3 }), NOW)).toBeCloseTo(1);
    expect(scorePost(post(1, 0, { likeCount: 15 }), NOW)).toBeCloseTo(2);
    expect(scorePost(post(1, 0, { interactions: 3 }), NOW)).toBeCloseTo(1);
    expect(scorePost(post(1, 0, { isFavorite: true }), NOW)).toBe(2);
    expect(scorePost(post(1, 0, { isOwn: true }), NOW)).toBe(2);
  });

  it('lets a popular older post outrank a fresh one, and a favourite outrank both', () => {
    const ranked = rankPosts(
      [post(1, 1), post(2, 6, { likeCount: 63 }), post(3, 20, { isFavorite: true, likeCount: 15 })],
      NOW,
    );
    // 1: -0.083; 2: -0.5 + 3 = 2.5; 3: -1.67 + 2 + 2 = 2.33
    expect(ranked.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('breaks ties by time then id, so the order is total', () => {
    const ranked = rankPosts([post(5, 2), post(9, 2), post(7, 1)], NOW);
    expect(ranked.map((p) => p.id)).toEqual([7, 9, 5]);
  });

  it("pins the viewer's own posts of the last hour above everything, newest first, then ranks the rest", () => {
    const ranked = rankPosts(
      [
        post(1, 0.1, { likeCount: 1000, isFavorite: true }),
        post(2, 0.5, { isOwn: true }),
        post(3, 0.2, { isOwn: true }),
        post(4, 2, { isOwn: true }),
      ],
      NOW,
    );
    // 3 and 2 are pinned (younger than an hour); 4 is own but older, so it competes on score.
    expect(ranked.map((p) => p.id)).toEqual([3, 2, 1, 4]);
  });
});
