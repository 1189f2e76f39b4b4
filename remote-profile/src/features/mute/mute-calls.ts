/** Which of a user's content the viewer mutes: their posts, their story, or both. */
export interface MuteOptions {
  posts: boolean;
  story: boolean;
}

/** The calls a mute dialog's choice leads to; `null` means that call is not made. */
export interface MuteCalls {
  mute: Partial<MuteOptions> | null;
  unmute: Partial<MuteOptions> | null;
}

/**
 * Spec 5: the mute call is made only for the options set true, the unmute call only for those set
 * false. Options the viewer did not change are left out, so saving an untouched dialog calls
 * nothing, and each call carries only its own flags (set to true: "mute these" / "unmute these").
 */
export function selectMuteCalls(current: MuteOptions, chosen: MuteOptions): MuteCalls {
  const mute: Partial<MuteOptions> = {};
  const unmute: Partial<MuteOptions> = {};
  for (const key of ['posts', 'story'] as const) {
    if (chosen[key] === current[key]) continue;
    if (chosen[key]) mute[key] = true;
    else unmute[key] = true;
  }
  return {
    mute: Object.keys(mute).length > 0 ? mute : null,
    unmute: Object.keys(unmute).length > 0 ? unmute : null,
  };
}
