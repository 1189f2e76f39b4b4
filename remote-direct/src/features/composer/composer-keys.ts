/** What a key press in the composer does. */
export type ComposerKeyAction = 'send' | 'newline' | 'none';

/**
 * Enter sends; Shift+Enter is a new line; Enter while an input method is composing (Chinese
 * pinyin, for one) confirms the composition and sends nothing (docs/behaviour/direct.md#sending).
 */
export function composerKeyAction(key: { key: string; shiftKey: boolean; isComposing: boolean }): ComposerKeyAction {
  if (key.key !== 'Enter' || key.isComposing) return 'none';
  return key.shiftKey ? 'newline' : 'send';
}
