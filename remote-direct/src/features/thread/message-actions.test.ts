import { describe, expect, it } from 'vitest';
import { messageActions } from './message-actions';

describe('messageActions', () => {
  it("offers Unsend on the viewer's own messages only, and Report on others' only", () => {
    const facts = { hasText: true, pending: false, canSend: true };
    expect(messageActions({ ...facts, fromViewer: true })).toEqual([
      'reply',
      'react',
      'forward',
      'copy',
      'unsend',
      'delete',
    ]);
    expect(messageActions({ ...facts, fromViewer: false })).toEqual([
      'reply',
      'react',
      'forward',
      'copy',
      'report',
      'delete',
    ]);
  });

  it('leaves out Copy without text, Reply where sending is not allowed, and all but Copy while sending', () => {
    expect(messageActions({ fromViewer: false, hasText: false, pending: false, canSend: false })).toEqual([
      'forward',
      'report',
      'delete',
    ]);
    expect(messageActions({ fromViewer: true, hasText: true, pending: true, canSend: true })).toEqual(['copy']);
  });
});
