import { describe, expect, it } from 'vitest';
import { visiblePrompt, type VisitorPromptRequests } from './visitor-prompt';

const none: VisitorPromptRequests = { walled: false, storyWallOpen: false, messagesWallOpen: false, halfSheet: false };

describe('one login prompt at a time (docs/behaviour/logged-out.md#one-prompt-at-a-time)', () => {
  it('shows the half sheet only while no card is up', () => {
    expect(visiblePrompt({ ...none, halfSheet: true })).toBe('half-sheet');
    expect(visiblePrompt({ ...none, halfSheet: true, storyWallOpen: true })).toBe('story-wall');
    expect(visiblePrompt({ ...none, halfSheet: true, messagesWallOpen: true })).toBe('messages-wall');
    expect(visiblePrompt({ ...none, halfSheet: true, walled: true })).toBe('content-wall');
  });

  it('puts the blocking content wall before any closable card', () => {
    expect(visiblePrompt({ walled: true, storyWallOpen: true, messagesWallOpen: true, halfSheet: true })).toBe(
      'content-wall',
    );
    expect(visiblePrompt({ ...none, storyWallOpen: true, messagesWallOpen: true })).toBe('story-wall');
  });

  it('shows nothing when nothing asks', () => {
    expect(visiblePrompt(none)).toBeNull();
  });
});
