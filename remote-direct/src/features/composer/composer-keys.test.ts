import { describe, expect, it } from 'vitest';
import { composerKeyAction } from './composer-keys';

describe('composerKeyAction', () => {
  it('sends on Enter, starts a new line on Shift+Enter, ignores other keys', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('newline');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('none');
  });

  it('does not send while an input method is composing (pinyin Enter confirms the word)', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
  });
});
