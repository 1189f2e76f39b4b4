import { describe, expect, it } from 'vitest';
import { LOOP_FOREVER, loopContinues, playbackEnded } from './loop-rule';

describe('loop rule', () => {
  it('loops forever at -1', () => {
    expect(loopContinues(LOOP_FOREVER, 1000)).toBe(true);
    expect(playbackEnded(true, LOOP_FOREVER, 1000)).toBe(false);
  });
  it('continues while fewer plays than the total are done, then ends', () => {
    expect(loopContinues(2, 1)).toBe(true);
    expect(loopContinues(2, 2)).toBe(false);
    expect(playbackEnded(true, 1, 1)).toBe(true);
    expect(playbackEnded(false, 1, 1)).toBe(false);
    expect(playbackEnded(true, 3, 1)).toBe(false);
  });
});
