/**
 * Which stylesheets a server-rendered page needs (docs/performance.md#the-first-screen-is-rendered-on-the-server):
 * the classes in its markup name their CSS modules (`<build>__<local>__<file hash>`), and each build's
 * css-index.json says which of its stylesheets hold them. The page links those, and the kit's global
 * sheet, so its first screen is drawn styled before any script runs.
 */

/** A build's css-index.json (shared-contracts/build/server-render-config.mjs, CssIndexPlugin). */
export interface CssIndex {
  /** The stylesheets with the tokens and the kit's global classes. */
  global: string[];
  /** Per CSS module (`<build>__<file hash>`), the stylesheets that hold its rules. */
  modules: Record<string, string[]>;
}

/** One build's stylesheets and where they are served. */
export interface BuildStyles {
  /** The build's name, the prefix of its classes. */
  name: string;
  index: CssIndex;
  /** The address the build's files are served under, ending in '/'. */
  baseUrl: string;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const MODULE_CLASS = /^([a-z]+)__[A-Za-z0-9_-]+?__([A-Za-z0-9_-]{5})$/;

/** The CSS modules a markup's classes come from, by build name. */
export function modulesInMarkup(html: string): Map<string, Set<string>> {
  const byBuild = new Map<string, Set<string>>();
  for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (classes ?? '').split(/\s+/)) {
      const match = MODULE_CLASS.exec(name);
      if (!match) continue;
      const [, build, hash] = match as unknown as [string, string, string];
      let modules = byBuild.get(build);
      if (!modules) byBuild.set(build, (modules = new Set()));
      modules.add(`${build}__${hash}`);
    }
  }
  return byBuild;
}

/**
 * The fewest of a build's stylesheets that hold all the given modules (a module may be in more
 * than one, when chunks share it): each round takes the sheet holding the most modules still
 * missing.
 */
function coveringSheets(index: CssIndex, modules: Set<string>): string[] {
  const missing = new Set([...modules].filter((key) => index.modules[key]?.length));
  const chosen: string[] = [];
  while (missing.size > 0) {
    const counts = new Map<string, number>();
    for (const key of missing)
      for (const file of index.modules[key] ?? []) counts.set(file, (counts.get(file) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    if (!best) break;
    chosen.push(best);
    for (const key of [...missing]) if (index.modules[key]?.includes(best)) missing.delete(key);
  }
  return chosen;
}

/**
 * The stylesheet addresses a markup needs, in the order the browser loads them: the first build's
 * (the shell's) global sheet and module sheets, then each other build's.
 */
export function stylesheetsFor(html: string, builds: readonly BuildStyles[]): string[] {
  const used = modulesInMarkup(html);
  const urls: string[] = [];
  builds.forEach((build, position) => {
    const files = [
      ...(position === 0 ? build.index.global : []),
      ...coveringSheets(build.index, used.get(build.name) ?? new Set()),
    ];
    for (const file of files) {
      const url = `${build.baseUrl}${file}`;
      if (!urls.includes(url)) urls.push(url);
    }
  });
  return urls;
}
