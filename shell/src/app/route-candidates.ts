/**
 * Which of a route table's patterns can match an address, found without React Router
 * (docs/performance.md#what-a-rendered-page-costs). `matchRoutes` flattens, ranks and compiles the
 * whole table on every call; on the server that was a tenth of a page's rendering, for the
 * shell's route check and again for `<Routes>`. Each pattern's shape (how many segments, which are
 * fixed words) is read once here, and React Router is then given only the patterns the address
 * fits, so it still decides the match and its ranking, over a handful of routes instead of all.
 *
 * The shapes only ever let too many through, never too few: a pattern that cannot be read as
 * fixed words and parameters (a `*`, an optional part before a required one) is always passed on.
 */

interface Shape {
  /** Fewest segments the pattern takes (its required ones). */
  min: number;
  /** Most segments it takes. */
  max: number;
  /** The fixed words by position, lower-cased (React Router matches case-insensitively). */
  words: Array<string | null>;
}

/** A pattern's shape, or null when any address may match it. */
function shapeOf(path: string): Shape | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  let min = 0;
  const words: Array<string | null> = [];
  for (const segment of segments) {
    if (segment.includes('*')) return null;
    const optional = segment.startsWith(':') && segment.endsWith('?');
    // An optional part followed by a required one shifts the positions: not read here.
    if (!optional && min < words.length) return null;
    if (!optional) min += 1;
    words.push(segment.startsWith(':') ? null : segment.toLowerCase());
  }
  return { min, max: words.length, words };
}

/** An address's segments as React Router compares them: decoded, unless that fails. */
function segmentsOf(pathname: string): string[] {
  const raw = pathname.split('/').filter((segment) => segment !== '');
  try {
    return raw.map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return raw.map((segment) => segment.toLowerCase());
  }
}

function fits(shape: Shape, segments: readonly string[]): boolean {
  if (segments.length < shape.min || segments.length > shape.max) return false;
  return segments.every((segment, index) => shape.words[index] == null || shape.words[index] === segment);
}

/**
 * For a route table, a function giving the routes whose pattern may match a pathname, in the
 * table's order. Pass those to `matchRoutes`/`useRoutes`: the result is the one the whole table gives.
 */
export function routeCandidates<T extends { path: string }>(routes: readonly T[]): (pathname: string) => T[] {
  const shapes = routes.map((route) => shapeOf(route.path));
  return (pathname) => {
    const segments = segmentsOf(pathname);
    return routes.filter((_, index) => {
      const shape = shapes[index];
      return shape == null || fits(shape, segments);
    });
  };
}
