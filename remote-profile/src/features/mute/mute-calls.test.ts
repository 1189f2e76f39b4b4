import { describe, expect, it } from 'vitest';
import { applyMuteChoice, selectMuteCalls, type MuteCall } from './mute-calls';

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

describe('applyMuteChoice', () => {
  it('mutes, then unmutes, and takes the options the server reports', async () => {
    const made: Array<{ mute: boolean; targets: object }> = [];
    const call: MuteCall = async (input) => {
      made.push(input);
      return input.mute ? { mute_options: { posts: true, story: true } } : {};
    };
    const options = await applyMuteChoice(call, { posts: true, story: false }, { posts: false, story: true });
    expect(made).toEqual([
      { mute: true, targets: { story: true } },
      { mute: false, targets: { posts: true } },
    ]);
    expect(options).toEqual({ posts: false, story: true });
  });

  it('calls nothing for an unchanged choice, and stops at the first failure', async () => {
    const made: boolean[] = [];
    const failing: MuteCall = async (input) => {
      made.push(input.mute);
      throw new Error('boom');
    };
    await expect(
      applyMuteChoice(failing, { posts: true, story: false }, { posts: true, story: false }),
    ).resolves.toEqual({ posts: true, story: false });
    expect(made).toEqual([]);
    await expect(
      applyMuteChoice(failing, { posts: true, story: false }, { posts: false, story: true }),
    ).rejects.toThrow('boom');
    expect(made).toEqual([true]);
  });
});
