// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVER_SHARED_ENTRIES, SERVER_SHARED_LIBRARIES } from 'shared-contracts/rspack/server-render';
import { sharedModules } from './shared-modules';

// A remote's server build requires each shared entry and library from the shell's
// (docs/performance.md#the-first-screen-is-rendered-on-the-server): one the shell's list lacks fails
// that remote's render, one it has extra is bundled for nothing.
describe('the modules the shell hands to the remotes’ server builds', () => {
  it('are the server builds’ shared libraries and the browser’s stateful shared entries, no more, no less', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([...SERVER_SHARED_LIBRARIES, ...SERVER_SHARED_ENTRIES].sort());
  });
});
