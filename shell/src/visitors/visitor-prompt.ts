/** The login prompts a visitor can be shown, most pressing first. */
export type VisitorPrompt = 'content-wall' | 'story-wall' | 'messages-wall' | 'half-sheet';

/** What is asked for at a moment: each prompt that would show on its own. */
export interface VisitorPromptRequests {
  walled: boolean;
  storyWallOpen: boolean;
  messagesWallOpen: boolean;
  /** The half sheet is open (not closed this visit, desktop) and the page allows it. */
  halfSheet: boolean;
}

/**
 * The one login prompt a visitor sees: a card (the content wall, the story or Messages wall) hides
 * the half sheet while it is up, and the half sheet comes back when the card closes
 * (docs/behaviour/logged-out.md#one-prompt-at-a-time).
 */
export function visiblePrompt(requests: VisitorPromptRequests): VisitorPrompt | null {
  if (requests.walled) return 'content-wall';
  if (requests.storyWallOpen) return 'story-wall';
  if (requests.messagesWallOpen) return 'messages-wall';
  return requests.halfSheet ? 'half-sheet' : null;
}
