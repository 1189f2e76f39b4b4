import { describe, expect, it } from 'vitest';
import { selectMuteCalls } from './mute-calls';

describe('selectMuteCalls', () => {
  it('mutes only the options turned on', () => {
    expect(selectMuteCalls({ posts: false, story: false }, { posts: true, story: false })).toEqual({
      mute: { posts: true },
      unmute: null,
    });
    expect(selectMuteCalls({ posts: false, story: false }, { posts: true, story: true })).toEqual({
      mute: { posts: true, story: true },
      unmute: null,
    });
  });

  it('unmutes only the options turned off', () => {
    expect(selectMuteCalls({ posts: true, story: true }, { posts: true, story: false })).toEqual({
      mute: null,
      unmute: { story: true },
    });
  });

  it('makes both calls when one option goes on and the other off', () => {
    expect(selectMuteCalls({ posts: true, story: false }, { posts: false, story: true })).toEqual({
      mute: { story: true },
      unmute: { posts: true },
    });
  });

  it('makes no call when nothing changed', () => {
    expect(selectMuteCalls({ posts: true, story: false }, { posts: true, story: false })).toEqual({
      mute: null,
      unmute: null,
    });
  });
});
