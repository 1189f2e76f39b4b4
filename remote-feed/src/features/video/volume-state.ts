/**
 * What the sound of a video may do (docs/behaviour/video-player.md#sound): the server's audio availability
 * and muted segments (copyright) mapped to one state the player shows.
 */

/** How the server says a video's audio may be played. */
export type AudioAvailability =
  'AVAILABLE' | 'AVAILABLE_BUT_MUTED' | 'AVAILABLE_BUT_SILENT' | 'UNAVAILABLE' | 'UNKNOWN';

/** A stretch (seconds) in which the audio is silenced, e.g. for copyright. */
export interface MutedSegment {
  start?: number | null;
  end?: number | null;
}

/** The player's volume state. */
export type VolumeState =
  /** Normal sound: the viewer mutes and unmutes. */
  | 'default'
  /** The whole audio is silenced for copyright. */
  | 'copyright_silenced'
  /** Some segments are silenced and the playhead is inside one. */
  | 'partially_silenced'
  /** Some segments are silenced, the playhead is outside them. */
  | 'partially_not_silenced'
  /** There is no sound to play. */
  | 'silent';

/** A segment counts only when both ends exist and it has a length. */
export function isValidSegment(segment: MutedSegment): segment is { start: number; end: number } {
  return typeof segment.start === 'number' && typeof segment.end === 'number' && segment.end > segment.start;
}

/**
 * The state for an availability, its muted segments and the playhead. Missing availability (or no
 * loudness data) means the default.
 */
export function volumeState(
  availability: AudioAvailability | null | undefined,
  segments: readonly MutedSegment[] | null | undefined,
  playhead: number,
): VolumeState {
  switch (availability) {
    case 'AVAILABLE_BUT_MUTED': {
      const valid = (segments ?? []).filter(isValidSegment);
      if (valid.length === 0) return 'copyright_silenced';
      return valid.some((s) => playhead >= s.start && playhead < s.end)
        ? 'partially_silenced'
        : 'partially_not_silenced';
    }
    case 'AVAILABLE_BUT_SILENT':
    case 'UNAVAILABLE':
      return 'silent';
    default:
      return 'default';
  }
}

/** Whether the viewer hears nothing whatever the sound button says. */
export function audioBlocked(state: VolumeState): boolean {
  return state === 'copyright_silenced' || state === 'partially_silenced' || state === 'silent';
}

/** Whether the sound button is offered at all: never for a video with no audio at any point. */
export function audioToggleOffered(state: VolumeState): boolean {
  return state === 'default' || state === 'partially_silenced' || state === 'partially_not_silenced';
}

/** The audio facts of a video item: availability from its fields (has_audio false means none). */
export function audioOf(item: {
  has_audio: boolean;
  audio_availability?: AudioAvailability | null;
  audio_muted_segments?: readonly MutedSegment[] | null;
}): { availability: AudioAvailability | null; segments: readonly MutedSegment[] } {
  if (item.audio_availability)
    return { availability: item.audio_availability, segments: item.audio_muted_segments ?? [] };
  return { availability: item.has_audio ? 'AVAILABLE' : 'UNAVAILABLE', segments: [] };
}
