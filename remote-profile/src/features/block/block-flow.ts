/**
 * The block dialog (docs/behaviour/relationships.md#the-block-dialog): confirm, then the call, then
 * the post-confirm step whose closing reloads the page. A refusal because of supervision shows the
 * remove-supervision step; any other failure closes with a generic error toast. Unblocking ends
 * unblocked whatever the answer.
 */
export type BlockDialogState =
  | { step: 'confirm'; mode: 'block' | 'unblock' }
  | { step: 'working'; mode: 'block' | 'unblock' }
  | { step: 'post-confirm' }
  | { step: 'supervision' }
  | { step: 'unblocked' }
  | { step: 'failed' };

/** What can happen in the block dialog. */
export type BlockDialogEvent = { type: 'confirmed' } | { type: 'succeeded' } | { type: 'failed'; supervision: boolean };

/**
 * The first step: a supervised user or a guardian is refused before any call
 * (docs/behaviour/relationships.md#the-block-dialog).
 */
export function initialBlockState(mode: 'block' | 'unblock', supervisionBetween: boolean): BlockDialogState {
  if (mode === 'block' && supervisionBetween) return { step: 'supervision' };
  return { step: 'confirm', mode };
}

/** The next state of the block dialog. */
export function blockDialogReducer(state: BlockDialogState, event: BlockDialogEvent): BlockDialogState {
  switch (event.type) {
    case 'confirmed':
      return state.step === 'confirm' ? { step: 'working', mode: state.mode } : state;
    case 'succeeded':
      if (state.step !== 'working') return state;
      return state.mode === 'block' ? { step: 'post-confirm' } : { step: 'unblocked' };
    case 'failed':
      if (state.step !== 'working') return state;
      // Unblock ends in the unblocked state on failure too (docs/behaviour/relationships.md#unblock).
      if (state.mode === 'unblock') return { step: 'unblocked' };
      return event.supervision ? { step: 'supervision' } : { step: 'failed' };
  }
}

/** Whether closing the dialog in this state reloads the page (after a block). */
export function reloadsOnClose(state: BlockDialogState): boolean {
  return state.step === 'post-confirm';
}
