// Tests of check-doc-claims.mjs: `node --test scripts/check-doc-claims.test.mjs`.
// Each case writes a small repository (the document ids, the route table, docs) and runs the real
// command on it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { docIdRows, routeMatches, routePages } from './check-doc-claims.mjs';
import { runScript, sampleRepositories } from './script-test-support.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-doc-claims.mjs');

const DOC_IDS = `export const DOC_IDS = {
  FeedTimeline: '5324343222246751',
  PostPage: '3229716923457484',
} as const;
`;

const ROUTES = `export const SETTINGS_PATHS = { edit: '/accounts/edit/' } as const;
export const ROUTES = [
  { id: 'feed.reels', path: '/reels/', remote: 'feed', requiresLogin: false },
  { id: 'feed.stories', path: '/stories/:username/:mediaId?/', remote: 'feed', requiresLogin: true },
  { id: 'direct.thread', path: '/direct/t/:threadId/', remote: 'direct', requiresLogin: true },
  { id: 'direct.new', path: '/direct/new/', remote: 'direct', requiresLogin: true },
  { id: 'search.tag', path: '/explore/tags/:tag/', remote: 'search', requiresLogin: false },
  {
    id: 'profile.settings_edit',
    path: SETTINGS_PATHS.edit,
    remote: 'profile',
    requiresLogin: true,
  },
  { id: 'profile.page', path: '/:username/:tab?/', remote: 'profile', requiresLogin: false },
];
export const PROFILE_TAB_SEGMENTS = ['reels', 'tagged'] as const;
export const PROFILE_LIVE_SEGMENT = 'live';
`;

const ROUTES_MD = `# Screens and routes

| path | screen | owner | login |
| --- | --- | --- | --- |
| \`/reels/\` | reels | remote-feed | no |
| \`/stories/{username}/\`, \`/stories/{username}/{story_id}/\` | the viewer | remote-feed | yes |
| \`/direct/t/{thread_id}/\`, \`/direct/new/\` | direct | remote-direct | yes |
| \`/explore/tags/{tag}/\` | a tag | remote-search | no |
| \`/accounts/edit/\` | edit profile | remote-profile | yes; a visitor logs in first |
| \`/{username}/\`, \`/{username}/tagged/\` | a profile | remote-profile | no |
| \`/{username}/saved/\` | saved, owner only | remote-profile | owner |
| \`/accounts/login/\` | log in | shell | no |
| anything else | not found | shell | no |
`;

const CALLS = `| document | \`doc_id\` | variables |
| --- | --- | --- |
| \`FeedTimeline\` | 5324343222246751 | \`variant\` |
| \`PostPage\` | 3229716923457484 | \`shortcode\` |
`;

const README = `# Docs

<!-- not-built -->
- Notifications and an activity feed.
- Broadcasting: an account's on-air page says it has ended ([profiles](behaviour/profiles.md#live-page)).
<!-- /not-built -->
`;

const samples = sampleRepositories('doc-claims-');
afterEach(() => samples.removeAll());

/** A repository whose docs are right; `files` (path → text) changes it. */
function repository(files = {}) {
  return samples.create({
    'shared-contracts/src/graphql/doc-ids.ts': DOC_IDS,
    'shared-contracts/src/remote/routes.ts': ROUTES,
    'docs/calls.md': CALLS,
    'docs/README.md': README,
    'docs/routes.md': ROUTES_MD,
    ...files,
  });
}

const run = (root) => runScript(SCRIPT, root);

describe('check-doc-claims', () => {
  it('passes when the docs give the accepted ids and the not-built list names no page', () => {
    const { status, output } = run(repository());
    assert.equal(status, 0, output);
  });

  it('fails on a doc_id the server does not accept, naming the accepted one', () => {
    const { status, output } = run(
      repository({ 'docs/calls.md': CALLS.replace('5324343222246751', '8127662386910862') }),
    );
    assert.equal(status, 1);
    assert.match(
      output,
      /docs\/calls\.md:3: `FeedTimeline` has doc_id 8127662386910862, the server accepts 5324343222246751/,
    );
  });

  it('fails on a document the server does not have, and on one the docs leave out', () => {
    const calls = `${CALLS.replace('`PostPage` | 3229716923457484', '`PostPages` | 3229716923457484')}`;
    const { status, output } = run(repository({ 'docs/calls.md': calls }));
    assert.equal(status, 1);
    assert.match(output, /`PostPages` is not a persisted document/);
    assert.match(output, /no doc_id table gives `PostPage`/);
  });

  it("fails on a page of routes.md whose login or owner is not its route's, and on a route it leaves out", () => {
    const routes = ROUTES_MD.replace('| remote-feed | no |', '| remote-feed | yes |')
      .replace('| a tag | remote-search |', '| a tag | remote-profile |')
      .replace('| `/accounts/edit/` | edit profile | remote-profile | yes; a visitor logs in first |\n', '')
      .replace('| anything else |', '| `/nowhere/{id}/more/` | gone | remote-feed | no |\n| anything else |');
    const { status, output } = run(repository({ 'docs/routes.md': routes }));
    assert.equal(status, 1);
    assert.match(output, /routes\.md:5: \/reels\/: login "yes", the route does not require one/);
    assert.match(
      output,
      /routes\.md:8: \/explore\/tags\/\{tag\}\/: owner remote-profile, the route's remote is search/,
    );
    assert.match(output, /routes\.md: the pages table has no row for \/accounts\/edit\/ \(profile\.settings_edit\)/);
    assert.match(output, /\/nowhere\/\{id\}\/more\/ is owned by remote-feed, but no route/);
  });

  it('fails when an item of the not-built list names a page the routes have, in any form', () => {
    const readme = README.replace(
      '- Notifications',
      '- Story highlights and direct threads.\n- Hashtag (tag) pages.\n- Live video.\n- Notifications',
    );
    const { status, output } = run(repository({ 'docs/README.md': readme }));
    assert.equal(status, 1);
    assert.match(
      output,
      /README\.md:4: says "stories" is not built, but \/stories\/:username\/:mediaId\?\/ is a route/,
    );
    assert.match(output, /README\.md:4: says "direct" is not built/);
    assert.match(output, /README\.md:5: says "tags" is not built/);
    assert.match(output, /README\.md:6: says "live" is not built, but \/:username\/live\/ is a route/);
  });

  it('holds a "Not implemented" paragraph outside the markers to the same rule, and wants the markers', () => {
    const readme = '# Docs\n\nNot implemented yet: stories and highlights,\nreels/clips home, explore.\n';
    const { status, output } = run(repository({ 'docs/README.md': readme }));
    assert.equal(status, 1);
    assert.match(output, /README\.md: has no list of what is not built/);
    assert.match(output, /README\.md:3: says "stories" is not built/);
    assert.match(output, /README\.md:4: says "reels" is not built/);
  });
});

describe('docIdRows', () => {
  it('reads the document and the doc_id column of each row, and only of tables with that column', () => {
    const markdown = `| call | input |\n| --- | --- |\n| \`GET /x/\` | 1234 |\n\n${CALLS}`;
    assert.deepEqual(docIdRows(markdown), [
      { name: 'FeedTimeline', id: '5324343222246751', line: 7 },
      { name: 'PostPage', id: '3229716923457484', line: 8 },
    ]);
  });
});

describe('routePages', () => {
  it("names each page by its path's last word, skips short ones, and adds the profile's tabs and live page", () => {
    const root = repository();
    assert.deepEqual([...routePages(root).keys()].sort(), [
      'direct',
      'edit',
      'live',
      'reels',
      'stories',
      'tagged',
      'tags',
    ]);
  });
});

describe('routeMatches', () => {
  it('matches a path as the docs write it against a pattern, optional segments included', () => {
    assert.equal(routeMatches('/stories/:username/:mediaId?/', '/stories/{username}/'), true);
    assert.equal(routeMatches('/stories/:username/:mediaId?/', '/stories/{username}/{story_id}/'), true);
    assert.equal(routeMatches('/:username/:tab?/', '/{username}/saved/'), true);
    assert.equal(routeMatches('/', '/'), true);
    assert.equal(routeMatches('/reels/', '/{username}/reels/'), false);
    assert.equal(routeMatches('/explore/tags/:tag/', '/explore/'), false);
    assert.equal(routeMatches('/direct/new/', '/direct/new/extra/'), false);
  });
});
