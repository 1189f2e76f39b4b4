/**
 * The people and place search boxes (`shared-client/search-fields`): the kit's search box bound to
 * the people and place searches, for tagging people, inviting collaborators and choosing a place in
 * Create and in the post editor. Stateless, so it is no federation singleton: each remote that uses
 * it bundles it, and no other page downloads it (docs/architecture.md#shared-packages).
 */
export * from './PeopleSearchField.js';
export * from './PeopleChipsField.js';
export * from './PlaceSearchField.js';
export { personOption } from './person-option.js';
