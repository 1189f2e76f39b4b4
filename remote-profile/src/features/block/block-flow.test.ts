import { describe, expect, it } from 'vitest';
import { blockDialogReducer, initialBlockState, reloadsOnClose, type BlockDialogState } from './block-flow';

const run = (state: BlockDialogState, ...events: Parameters<typeof blockDialogReducer>[1][]): BlockDialogState =>
  events.reduce(blockDialogReducer, state);

describe('block dialog', () => {
  it('goes confirm, working, post-confirm, and reloads on close after a block', () => {
    const start = initialBlockState('block', false);
    expect(start).toEqual({ step: 'confirm', mode: 'block' });
    const working = run(start, { type: 'confirmed' });
    expect(working).toEqual({ step: 'working', mode: 'block' });
    expect(reloadsOnClose(working)).toBe(false);
    const done = run(working, { type: 'succeeded' });
    expect(done).toEqual({ step: 'post-confirm' });
    expect(reloadsOnClose(done)).toBe(true);
  });

  it('refuses before any call when supervision links the two accounts', () => {
    expect(initialBlockState('block', true)).toEqual({ step: 'supervision' });
    expect(initialBlockState('unblock', true)).toEqual({ step: 'confirm', mode: 'unblock' });
  });

  it('shows the supervision step when the server refuses for supervision, else fails', () => {
    const working = run(initialBlockState('block', false), { type: 'confirmed' });
    expect(run(working, { type: 'failed', supervision: true })).toEqual({ step: 'supervision' });
    expect(run(working, { type: 'failed', supervision: false })).toEqual({ step: 'failed' });
    expect(reloadsOnClose({ step: 'failed' })).toBe(false);
  });

  it('ends unblocked whether the unblock call succeeds or fails', () => {
    const working = run(initialBlockState('unblock', false), { type: 'confirmed' });
    expect(run(working, { type: 'succeeded' })).toEqual({ step: 'unblocked' });
    expect(run(working, { type: 'failed', supervision: false })).toEqual({ step: 'unblocked' });
  });

  it('ignores answers that arrive outside the working step', () => {
    const confirm = initialBlockState('block', false);
    expect(run(confirm, { type: 'succeeded' })).toBe(confirm);
    expect(run({ step: 'post-confirm' }, { type: 'confirmed' })).toEqual({ step: 'post-confirm' });
  });
});
