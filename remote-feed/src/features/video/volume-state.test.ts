import { describe, expect, it } from 'vitest';
import { audioBlocked, audioOf, audioToggleOffered, isValidSegment, volumeState } from './volume-state';

describe('volumeState', () => {
  it('is full copyright silence when muted with no valid segments', () => {
    expect(volumeState('AVAILABLE_BUT_MUTED', [], 3)).toBe('copyright_silenced');
    expect(volumeState('AVAILABLE_BUT_MUTED', null, 3)).toBe('copyright_silenced');
    expect(
      volumeState(
        'AVAILABLE_BUT_MUTED',
        [
          { start: 5, end: 5 },
          { start: null, end: 9 },
        ],
        3,
      ),
    ).toBe('copyright_silenced');
  });
  it('is partially silenced inside a muted segment and not outside', () => {
    const segments = [{ start: 2, end: 4 }];
    expect(volumeState('AVAILABLE_BUT_MUTED', segments, 3)).toBe('partially_silenced');
    expect(volumeState('AVAILABLE_BUT_MUTED', segments, 1)).toBe('partially_not_silenced');
    expect(volumeState('AVAILABLE_BUT_MUTED', segments, 4)).toBe('partially_not_silenced');
  });
  it('is silent without usable audio and the default otherwise', () => {
    expect(volumeState('AVAILABLE_BUT_SILENT', [], 0)).toBe('silent');
    expect(volumeState('UNAVAILABLE', [], 0)).toBe('silent');
    expect(volumeState('AVAILABLE', [], 0)).toBe('default');
    expect(volumeState('UNKNOWN', [], 0)).toBe('default');
    expect(volumeState(null, [], 0)).toBe('default');
    expect(volumeState(undefined, [], 0)).toBe('default');
  });
});

describe('what the player offers', () => {
  it('blocks sound and hides the toggle for silence, keeps it for partial silence', () => {
    expect(audioBlocked('copyright_silenced')).toBe(true);
    expect(audioToggleOffered('copyright_silenced')).toBe(false);
    expect(audioBlocked('partially_silenced')).toBe(true);
    expect(audioToggleOffered('partially_silenced')).toBe(true);
    expect(audioBlocked('default')).toBe(false);
    expect(audioToggleOffered('silent')).toBe(false);
  });
  it('reads availability from the item, or from has_audio when the server gives none', () => {
    expect(audioOf({ has_audio: false }).availability).toBe('UNAVAILABLE');
    expect(audioOf({ has_audio: true }).availability).toBe('AVAILABLE');
    expect(
      audioOf({
        has_audio: true,
        audio_availability: 'AVAILABLE_BUT_MUTED',
        audio_muted_segments: [{ start: 1, end: 2 }],
      }),
    ).toEqual({ availability: 'AVAILABLE_BUT_MUTED', segments: [{ start: 1, end: 2 }] });
    expect(isValidSegment({ start: 2, end: 1 })).toBe(false);
  });
});
