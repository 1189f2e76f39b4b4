import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELP_PATHS, ROUTES, SHELL_PATHS } from 'shared-contracts';
import { routeCandidates } from './route-candidates';

// The app's table as AppRoutes lists it: the shell's pages, the route table, the catch-all.
const TABLE = [
  ...Object.values(SHELL_PATHS).filter((path) => path !== SHELL_PATHS.home),
  ...Object.values(HELP_PATHS),
  ...ROUTES.map((route) => route.path),
  '*',
].map((path, index) => ({ id: String(index), path }));

/** Addresses for a pattern: its parameters filled in, and spellings React Router also accepts or refuses. */
function addressesFor(pattern: string): string[] {
  const filled = pattern
    .replace(/:[\w-]+\?/g, 'opt')
    .replace(/:[\w-]+/g, 'value')
    .replace(/\/\*$/, '/');
  const withoutOptional = pattern.replace(/\/:[\w-]+\?/g, '').replace(/:[\w-]+/g, 'v%C3%A9');
  return [
    filled,
    filled.replace(/\/$/, ''),
    `${filled}/`,
    filled.toUpperCase(),
    `${filled}extra/`,
    withoutOptional,
    filled.replace(/^\/(\w)/, (_, first: string) => `/%${first.charCodeAt(0).toString(16)}`),
  ];
}

const ODD_ADDRESSES = [
  '/',
  '',
  '//',
  '/p/',
  '/p//x/',
  '/%E0%A4%A/',
  '/a%2Fb/',
  '/explore/locations/1/x/y/',
  '/stories/highlights/',
];

describe('routeCandidates', () => {
  const candidates = routeCandidates(TABLE);
  const addresses = [...TABLE.flatMap((route) => addressesFor(route.path)), ...ODD_ADDRESSES];

  it.each(addresses)('gives React Router the same match for %s as the whole table', (address) => {
    const whole = matchRoutes(TABLE, address)?.[0]?.route.id ?? null;
    const fromCandidates = matchRoutes(candidates(address), address)?.[0]?.route.id ?? null;
    expect(fromCandidates).toBe(whole);
  });

  it('passes on only the patterns an address fits', () => {
    expect(candidates('/').map((route) => route.path)).toEqual(['/', '*']);
    expect(candidates('/p/Abc/').map((route) => route.path)).toEqual(['/p/:shortcode/', '/:username/:tab?/', '*']);
  });

  it('always passes on a pattern it cannot read', () => {
    const odd = routeCandidates([{ path: '/a/:b?/c/' }, { path: '/files/*' }]);
    expect(odd('/zzz/').map((route) => route.path)).toEqual(['/a/:b?/c/', '/files/*']);
  });
});
