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
 * The mute call is made only for the options set true, the unmute call only for those set false
 * (docs/behaviour/relationships.md#mute). Options the viewer did not change are left out, so saving
 * an untouched dialog calls nothing, and each call carries only its own flags (set to true: "mute
 * these" / "unmute these").
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

/** One mute or unmute call, as the mutation hook makes it; resolves with the server's answer. */
export type MuteCall = (input: {
  mute: boolean;
  targets: Partial<MuteOptions>;
}) => Promise<{ mute_options?: MuteOptions }>;

/**
 * Makes the calls a choice needs (mute first, then unmute) and resolves with the options the
 * server reports afterwards (what was asked, when an answer leaves them out). Rejects at the first
 * failure.
 */
export async function applyMuteChoice(call: MuteCall, current: MuteOptions, chosen: MuteOptions): Promise<MuteOptions> {
  const calls = selectMuteCalls(current, chosen);
  let options = current;
  if (calls.mute) {
    const answer = await call({ mute: true, targets: calls.mute });
    options = answer.mute_options ?? { ...options, ...calls.mute };
  }
  if (calls.unmute) {
    const answer = await call({ mute: false, targets: calls.unmute });
    options = answer.mute_options ?? {
      posts: calls.unmute.posts ? false : options.posts,
      story: calls.unmute.story ? false : options.story,
    };
  }
  return options;
}
