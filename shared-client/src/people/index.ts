/**
 * People pieces of the kit: the one follow button and the one person row. An entry of its own
 * (`shared-client/people`): only the screens that list people load it, so the shell's first
 * load does not grow.
 */
export * from './FollowButton.js';
export * from './PersonRow.js';
